import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { API_DESCRIPTION } from "../../plugins/openapi-integrations";
import { attemptTimes, DEFAULT_RETRY_SECONDS, GIVE_UP_AFTER_MS, retryDelaySeconds } from "./retry";
import { isPrivateAddress, safeLookup, urlProblem } from "./safety";
import { signatures } from "./signing";

describe("where a webhook may go", () => {
  it("knows private, loopback, link-local and reserved addresses in both families", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0"])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1"])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("asks for https and a public host unless private addresses are allowed", () => {
    expect(urlProblem("https://crm.example.com/hooks", false)).toBeNull();
    expect(urlProblem("http://crm.example.com/hooks", false)).toBe("URL must start with https://.");
    expect(urlProblem("https://user:secret@crm.example.com/", false)).toBe(
      "URL must not contain a user name or password.",
    );
    expect(urlProblem("https://10.0.0.5/", false)).toBe(
      "URL must not point to a private, loopback or link-local address.",
    );
    expect(urlProblem("ftp://crm.example.com/", true)).toBe("URL must start with https://.");
    expect(urlProblem("http://127.0.0.1:4000/hook", true)).toBeNull();
  });

  it("checks the addresses a name resolves to when the delivery connects (DNS rebinding)", async () => {
    const resolve = (allow: boolean) =>
      new Promise<string>((done) =>
        safeLookup(allow)("localhost", {}, (err, address) => done(err ? err.message : String(address))),
      );
    expect(await resolve(false)).toMatch(/^localhost resolves to .*, a private address: not delivered\.$/);
    expect(await resolve(true)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});

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
