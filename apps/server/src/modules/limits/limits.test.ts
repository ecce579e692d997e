import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { rateLimits } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/app";
import { testDatabase } from "../../test/db";
import { hit, sweepRateLimits } from "./counters";

/**
 * Two app instances on one database: on PostgreSQL each has its own connection pool (as two processes would);
 * on the embedded database they share it, as they must (PGlite is one process).
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const limits = { perIpPerMinute: 3, failuresPerAccount: 5, lockMinutes: 15 };
  a = await buildTestApp({ loginRateLimit: limits });
  const shared = await testDatabase();
  b = shared.url
    ? await buildTestApp({ loginRateLimit: limits }, await openDatabase({ url: shared.url }))
    : await buildTestApp({ loginRateLimit: limits });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const signIn = (app: TestApp, remoteAddress: string) =>
  app.inject({
    method: "POST",
    url: "/api/login/",
    payload: { email: "nobody@example.com", password: "Wrong@123" },
    remoteAddress,
  });

describe("rate limits in the database", () => {
  it("counts one limit across two instances: three attempts in all, the fourth on either is 429", async () => {
    const ip = "198.51.100.7";
    const first = await signIn(a, ip);
    expect(first.statusCode).toBe(401);
    expect(first.headers["x-ratelimit-limit"]).toBe("3");
    expect(first.headers["x-ratelimit-remaining"]).toBe("2");
    expect((await signIn(b, ip)).statusCode).toBe(401);
    expect((await signIn(a, ip)).statusCode).toBe(401);
    const refused = await signIn(b, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["x-ratelimit-remaining"]).toBe("0");
    expect(refused.json()).toMatchObject({ status_code: 429 });
    expect((await signIn(a, ip)).statusCode).toBe(429);
    // Another address has its own count.
    expect((await signIn(b, "198.51.100.8")).statusCode).toBe(401);
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hit((i % 2 ? a : b).database.db, "test:concurrent", 60_000)),
    );
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const r of results) expect(r.ttlMs).toBeGreaterThan(50_000);
  });

  it("starts a new window once the old one has ended, and the sweep removes ended windows", async () => {
    const db = a.database.db;
    // A window of 0 ms has ended by the next statement; the same key starts again at 1.
    await hit(db, "test:short", 0);
    await hit(db, "test:keep", 60_000);
    expect((await hit(db, "test:short", 60_000)).hits).toBe(1);
    await hit(db, "test:gone", 0);
    expect(await sweepRateLimits(db)).toBeGreaterThanOrEqual(1);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("test:keep");
    expect(keys).toContain("test:short");
    expect(keys).not.toContain("test:gone");
  });
});
