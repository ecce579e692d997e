import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { bearer, buildTestApp, login, type TestApp } from "./test/app";
import { isolatedTestDatabase, testDriver } from "./test/db";
import { countryId, levelId } from "./test/factories";

/**
 * Two instances on one PostgreSQL database, each with its own pool and LISTEN connection, as two processes have:
 * a write on A makes B forget its cached course totals and reference names (decision 017). Without that, B would
 * answer from its cache for 30 s (totals) and 60 s (names), longer than `waitUntil` waits.
 */
describe.skipIf(testDriver() !== "postgres")("caches shared across instances", () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    const own = await isolatedTestDatabase("caches");
    a = await buildTestApp({}, own);
    b = await buildTestApp({}, await openDatabase({ url: own.url }));
    await Promise.all([a.live.ready(), b.live.ready()]);
    admin = (await login(a, "admin")).access;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const call = (on: TestApp, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    on.inject({ method, url: `/api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });

  it("a course created on A shows in B's cached finder total; a study level renamed on A shows on B", async () => {
    const provider = await call(a, "POST", "/admin/providers/", {
      name: "Lakeside Institute",
      country_id: await countryId(a.db, "GB"),
      city: "Leeds",
      type: "college",
      website: "https://lakeside.example",
      contact_email: "admissions@lakeside.example",
    });
    expect(provider.statusCode, provider.body).toBe(201);
    const providerId = provider.json().data.id as number;
    const finder = async () => (await b.inject({ url: `/api/partner/courses/list/?provider=${providerId}` })).json();
    // B counts (and caches) the provider's courses: none yet.
    expect((await finder()).count).toBe(0);
    expect((await finder()).count).toBe(0);

    const level = await levelId(a.db, "Undergraduate");
    const course = await call(a, "POST", "/admin/courses/", {
      provider_id: providerId,
      name: "BSc Lake Ecology",
      study_level_id: level,
      discipline: "Ecology",
      duration_months: 36,
      tuition_fee: 15000,
      currency: "gbp",
      intake_months: [9],
    });
    expect(course.statusCode, course.body).toBe(201);
    type Page = { count: number; results: { data: { study_level: { name: string } }[] } };
    /** Reads B's finder until `ok` holds (the NOTIFY arrives on its own); fails after 10 s. */
    const eventually = async (ok: (p: Page) => boolean) => {
      const until = Date.now() + 10_000;
      for (;;) {
        const page = (await finder()) as Page;
        if (ok(page)) return page;
        if (Date.now() > until) throw new Error(`B still answers ${JSON.stringify(page)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const seen = await eventually((p) => p.count === 1);
    expect(seen.results.data[0]!.study_level.name).toBe("Undergraduate");

    // B now holds the reference names in memory; A renames the level.
    const renamed = await call(a, "PATCH", `/masters/study-levels/${level}/`, { name: "Undergraduate (Bachelor's)" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually((p) => p.results.data[0]?.study_level.name === "Undergraduate (Bachelor's)");
  });
});
