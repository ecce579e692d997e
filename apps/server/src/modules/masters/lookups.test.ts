import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId } from "../../test/factories";

let app: TestApp;
let partner: string;
let admin: string;
let counsellor: string;
beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  admin = (await login(app, "admin")).access;
  counsellor = (await login(app, "counsellor")).access;
});
afterAll(() => app.close());

const get = (url: string, token?: string) => app.inject({ url, headers: token ? bearer(token) : {} });

describe("lookups of the contract", () => {
  it("partner/country/ lists every country in {data}", async () => {
    const res = await get("/api/partner/country/", partner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(240);
    expect(res.json().data.find((c: { iso2: string }) => c.iso2 === "NP")).toMatchObject({
      name: "Nepal",
      iso3: "NPL",
    });
  });

  it("partner/state/{countryId} lists that country's states; 404 for an unknown country; 400 for a bad id", async () => {
    const np = await countryId(app.db, "NP");
    const res = await get(`/api/partner/state/${np}`, partner);
    expect(res.json().data.map((s: { name: string }) => s.name)).toContain("Gandaki Province");
    expect((await get("/api/partner/state/999999", partner)).statusCode).toBe(404);
    expect((await get("/api/partner/state/abc", partner)).statusCode).toBe(400);
  });

  it("partner/country-study-list/ lists the destinations", async () => {
    const res = await get("/api/partner/country-study-list/", partner);
    expect(
      res
        .json()
        .data.map((c: { iso2: string }) => c.iso2)
        .sort(),
    ).toEqual(["AU", "CA", "DE", "FR", "GB", "IE", "NZ", "US"]);
  });

  it("partner/study-level/{countryId} answers [{levels}] for a destination and [] otherwise", async () => {
    const de = await countryId(app.db, "DE");
    const res = await get(`/api/partner/study-level/${de}`, partner);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].levels.map((l: { name: string }) => l.name)).toEqual([
      "Foundation",
      "Undergraduate",
      "Postgraduate (Master's)",
      "MBA",
      "Doctorate (PhD)",
    ]);
    const np = await countryId(app.db, "NP");
    expect((await get(`/api/partner/study-level/${np}`, partner)).json()).toEqual({ data: [] });
  });

  it("filter/level/ and partner/company/ answer 401 without a token", async () => {
    expect((await get("/api/filter/level/")).statusCode).toBe(401);
    expect((await get("/api/partner/company/")).statusCode).toBe(401);
    expect((await get("/api/filter/level/", admin)).json().data.length).toBe(10);
  });

  it("partner/company/ is the caller's own company", async () => {
    const mine = (await get("/api/partner/company/", partner)).json().data;
    expect(mine).toMatchObject({ company_name: "Global Pathways Education", status: "active", users_count: 2 });
    const sub = (await get("/api/partner/company/", counsellor)).json().data;
    expect(sub.company_name).toBe("Global Pathways Education");
    const other = (await get("/api/partner/company/", (await login(app, "partner2")).access)).json().data;
    expect(other.company_name).toBe("Bright Future Consultants");
  });

  it("partner routes refuse the Superadmin with 403", async () => {
    const res = await get("/api/partner/company/", admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/partner accounts/);
  });

  it("partner/login/ pages the partner's sign-in activity, only its own users, owner only", async () => {
    await login(app, "partner2");
    const res = await get("/api/partner/login/?page_size=2", partner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(body.results.data).toHaveLength(2);
    const all = (await get("/api/partner/login/?page_size=100", partner)).json().results.data;
    const emails = new Set(all.map((e: { email: string }) => e.email));
    expect([...emails].sort()).toEqual(["counsellor@example.com", "partner@example.com"]);
    expect(all[0]).toHaveProperty("ip");
    expect((await get("/api/partner/login/", counsellor)).statusCode).toBe(403);
    expect((await get("/api/partner/login/?page=0", partner)).statusCode).toBe(400);
  });
});
