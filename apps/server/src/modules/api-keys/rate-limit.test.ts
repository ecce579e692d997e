import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { bearer, buildTestApp, login, type TestApp, testConfig } from "../../test/app";

/**
 * Two instances sharing the one database (as two servers would): a key's count is shared, three requests a minute
 * here, and a revocation on one instance stops the key on the other at once.
 */
let app: TestApp;
let second: TestApp;
let owner: string;
beforeAll(async () => {
  app = await buildTestApp({ apiKeyRateLimit: 3 });
  second = (await buildApp(testConfig({ apiKeyRateLimit: 3 }), {
    database: app.database,
    logger: false,
    processMetrics: false,
  })) as unknown as TestApp;
  await second.ready();
  owner = (await login(app, "partner")).access;
});
afterAll(async () => {
  await second.close();
  await app.close();
});

async function newKey(name: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/partner/api-keys/",
    headers: bearer(owner),
    payload: { name, scopes: ["students:read"] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.key as string;
}

describe("each key's rate limit", () => {
  it("counts one key's requests across instances; over the limit 429 with RateLimit-* and Retry-After", async () => {
    const key = await newKey("Busy");
    const on = (instance: TestApp) => instance.inject({ url: "/api/partner/students/", headers: bearer(key) });
    const answers = [await on(app), await on(second), await on(app)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.headers["ratelimit-remaining"])).toEqual(["2", "1", "0"]);
    for (const r of answers) {
      expect(r.headers["ratelimit-limit"]).toBe("3");
      expect(Number(r.headers["ratelimit-reset"])).toBeGreaterThan(0);
      expect(Number(r.headers["ratelimit-reset"])).toBeLessThanOrEqual(60);
    }

    const over = await on(second);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe("This API key has made too many requests. Please wait and try again.");
    expect(over.headers["ratelimit-limit"]).toBe("3");
    expect(over.headers["ratelimit-remaining"]).toBe("0");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(60);

    // Another key of the same partner has its own count; the owner's own session is not limited by it.
    const other = await newKey("Quiet");
    const fresh = await app.inject({ url: "/api/partner/students/", headers: bearer(other) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["ratelimit-remaining"]).toBe("2");
    const person = await app.inject({ url: "/api/partner/students/", headers: bearer(owner) });
    expect(person.statusCode).toBe(200);
    expect(person.headers["ratelimit-limit"]).toBeUndefined();
  });

  it("a key revoked on one instance is refused by the other at once", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/api-keys/",
      headers: bearer(owner),
      payload: { name: "Moving", scopes: ["students:read"] },
    });
    const { id, key } = res.json().data as { id: number; key: string };
    expect((await second.inject({ url: "/api/partner/students/", headers: bearer(key) })).statusCode).toBe(200);
    const revoked = await app.inject({ method: "DELETE", url: `/api/partner/api-keys/${id}/`, headers: bearer(owner) });
    expect(revoked.statusCode).toBe(204);
    const after = await second.inject({ url: "/api/partner/students/", headers: bearer(key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("This API key has been revoked.");
  });
});
