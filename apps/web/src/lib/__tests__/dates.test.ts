import { describe, expect, it } from "vitest";
import { exactTime, fromNow, shortDate } from "../dates";

describe("dates", () => {
  it("says how long ago, relative to a given moment", () => {
    expect(fromNow("2026-11-21T09:00:00Z", new Date("2026-11-21T12:00:00Z"))).toBe("3 hours ago");
    expect(fromNow("2026-11-18T12:00:00Z", new Date("2026-11-21T12:00:00Z"))).toBe("3 days ago");
  });

  it("formats the exact time and the day", () => {
    // Local time: build the expectation from the same instant.
    const d = new Date(2026, 2, 12, 14, 5);
    expect(exactTime(d.toISOString())).toBe("12 Mar 2026, 14:05");
    expect(shortDate(d.toISOString())).toBe("12 Mar 2026");
  });
});
