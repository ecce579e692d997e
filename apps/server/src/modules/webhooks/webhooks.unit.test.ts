import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { API_DESCRIPTION } from "../../plugins/openapi-integrations";
import { attemptTimes, DEFAULT_RETRY_SECONDS, GIVE_UP_AFTER_MS, retryDelaySeconds } from "./retry";
import { signatures } from "./signing";

describe("retries", () => {
  it("start small (the first within 30 seconds) and stop 24 hours after the event", () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_SECONDS, 1)).toBeLessThanOrEqual(30);
    const times = attemptTimes();
    expect(times[1]).toBeLessThanOrEqual(30);
    expect(times.at(-1)! * 1000).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(times.at(-1)! * 1000 + retryDelaySeconds(DEFAULT_RETRY_SECONDS, times.length) * 1000).toBeGreaterThan(
      GIVE_UP_AFTER_MS,
    );
    // Each wait at least as long as the one before.
    expect(times.slice(1).every((t, i) => t - times[i]! >= (times[i] ?? 0) - (times[i - 1] ?? 0))).toBe(true);
  });
});

describe("signatures", () => {
  it("are v1, base64 HMAC-SHA256 of id.timestamp.body, one per secret", () => {
    const secret = `whsec_${Buffer.from("a".repeat(32)).toString("base64")}`;
    const one = signatures([secret], "msg_1", 1700000000, '{"a":1}');
    expect(one).toBe("v1,gY5u0Gy1AnBsf6YdPFLa7N7Wpo237alzmdfC0DTFXRI=");
    expect(signatures([secret, secret], "msg_1", 1700000000, '{"a":1}').split(" ")).toEqual([one, one]);
  });
});

describe("the verification snippet in the docs", () => {
  /** The `js` block of a text, run as a function of `require` that returns its `verify`. */
  const verifyFrom = (text: string) => {
    const code = /```js\n([\s\S]*?)```/.exec(text)?.[1] ?? "";
    const body = code.replace(/import \{ ([^}]+) \} from "node:crypto";/, 'const { $1 } = require("node:crypto");');
    return new Function("require", `${body}\nreturn verify;`)(createRequire(import.meta.url)) as (
      secret: string,
      headers: Record<string, string>,
      body: string,
    ) => boolean;
  };
  const secret = `whsec_${Buffer.from("b".repeat(32)).toString("base64")}`;
  const old = `whsec_${Buffer.from("c".repeat(32)).toString("base64")}`;
  const body = '{"type":"webhook.test","timestamp":"2026-11-26T10:00:00Z","data":{"message":"hi"}}';
  const headers = (secrets: string[]) => ({
    "webhook-id": "msg_1",
    "webhook-timestamp": "1790000000",
    "webhook-signature": signatures(secrets, "msg_1", 1790000000, body),
  });

  for (const [where, text] of [
    ["the API's description (/api/docs)", API_DESCRIPTION],
    ["docs/integrations.md", readFileSync(new URL("../../../../../docs/integrations.md", import.meta.url), "utf8")],
  ] as const) {
    it(`in ${where} accepts our signatures, also during a rotation, and refuses a wrong secret or body`, () => {
      const verify = verifyFrom(text);
      expect(verify(secret, headers([secret]), body)).toBe(true);
      expect(verify(old, headers([secret, old]), body)).toBe(true);
      expect(verify(old, headers([secret]), body)).toBe(false);
      expect(verify(secret, headers([secret]), body.replace("hi", "ho"))).toBe(false);
    });
  }
});
