import { describe, expect, it } from "vitest";
import { requestId } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestId", () => {
  it("keeps a caller's printable id of at most 200 characters", () => {
    expect(requestId("trace-42 from the proxy")).toBe("trace-42 from the proxy");
    expect(requestId("x".repeat(200))).toBe("x".repeat(200));
  });

  it("makes a new UUID for a missing, long, blank, repeated or unprintable id", () => {
    for (const bad of [undefined, "", "   ", "x".repeat(201), "tab\there", "caf\u00e9", "nul\u0000", ["a", "b"]]) {
      expect(requestId(bad)).toMatch(UUID);
    }
    expect(requestId(undefined)).not.toBe(requestId(undefined));
  });
});
