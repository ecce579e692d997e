import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId, levelId } from "../../test/factories";

let app: TestApp;
let partner: string;
let limited: string;
beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  limited = (await login(app, "counsellor")).access;
});
afterAll(() => app.close());

const get = (url: string, token?: string) => app.inject({ url, headers: token ? bearer(token) : {} });
type Course = {
  name: string;
  tuition_fee: string;
  currency: string;
  country: { name: string };
  study_level: { name: string };
  intake_months: number[];
  provider: { id: number; name: string };
  discipline: string;
};

describe("GET /api/partner/courses/list/ (public)", () => {
  it("answers without a token in the list envelope", async () => {
    const res = await get("/api/partner/courses/list/?page=2&page_size=10");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(1000);
    expect(body.results.data).toHaveLength(10);
    expect(body.previous).toContain("page=1");
    expect(body.next).toContain("page=3");
  });

  it("filters by destination, level, intake month, discipline and tuition range", async () => {
    const gb = await countryId(app.db, "GB");
    const msc = await levelId(app.db, "Postgraduate (Master's)");
    const res = await get(
      `/api/partner/courses/list/?country=${gb}&study_level=${msc}&intake_month=9&tuition_min=20000&tuition_max=30000&page_size=100`,
    );
    const data: Course[] = res.json().results.data;
    expect(data.length).toBeGreaterThan(0);
    for (const c of data) {
      expect(c.country.name).toBe("United Kingdom");
      expect(c.study_level.name).toBe("Postgraduate (Master's)");
      expect(c.intake_months).toContain(9);
      expect(Number(c.tuition_fee)).toBeGreaterThanOrEqual(20000);
      expect(Number(c.tuition_fee)).toBeLessThanOrEqual(30000);
      expect(c.currency).toBe("GBP");
    }
    const ds: Course[] = (await get("/api/partner/courses/list/?discipline=data%20science&page_size=100")).json()
      .results.data;
    expect(ds.length).toBeGreaterThan(0);
    expect(ds.every((c) => c.discipline === "Data Science")).toBe(true);
  });

  it("searches course and provider names and sorts by tuition", async () => {
    const found: Course[] = (await get("/api/partner/courses/list/?search=cyber&page_size=100")).json().results.data;
    expect(found.length).toBeGreaterThan(0);
    // The keyword matches the course, its discipline or its provider (issue 20).
    expect(found.every((c) => /cyber/i.test(`${c.name} ${c.discipline} ${c.provider.name}`))).toBe(true);
    const byProvider: Course[] = (
      await get("/api/partner/courses/list/?search=university%20of%20manchester&page_size=5")
    ).json().results.data;
    expect(byProvider.length).toBeGreaterThan(0);
    expect(byProvider.every((c) => c.provider.name === "University of Manchester")).toBe(true);
    const sorted: Course[] = (await get("/api/partner/courses/list/?ordering=-tuition_fee&page_size=50")).json().results
      .data;
    const fees = sorted.map((c) => Number(c.tuition_fee));
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });

  it("answers 400 for bad filters", async () => {
    for (const q of [
      "intake_month=13",
      "tuition_min=-1",
      "tuition_min=5000&tuition_max=100",
      "ordering=price",
      "page=0",
    ]) {
      expect((await get(`/api/partner/courses/list/?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe("course and provider detail", () => {
  it("shows a course with its requirements to a partner user", async () => {
    const first: Course & { id: number } = (await get("/api/partner/courses/list/?page_size=1")).json().results.data[0];
    const res = await get(`/api/partner/courses/${first.id}/`, partner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.requirements).toMatch(/IELTS|placement/);
    // The intakes to apply for: only the course's start months, from this year on, in order.
    const open = res.json().data.intakes as { id: number; month: number; year: number }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i) => first.intake_months.includes(i.month) && i.year >= new Date().getUTCFullYear())).toBe(
      true,
    );
    expect(open.map((i) => i.year * 100 + i.month)).toEqual(
      [...open.map((i) => i.year * 100 + i.month)].sort((a, b) => a - b),
    );
    expect((await get(`/api/partner/courses/${first.id}/`)).statusCode).toBe(401);
    expect((await get("/api/partner/courses/999999/", partner)).statusCode).toBe(404);
  });

  it("lists providers with search, filters and course counts; detail has contacts", async () => {
    const ca = await countryId(app.db, "CA");
    const res = await get(`/api/partner/educationprovider/?country=${ca}&type=university&page_size=100`, partner);
    expect(res.statusCode).toBe(200);
    const data: { id: number; name: string; country: { name: string }; type: string; courses_count: number }[] =
      res.json().results.data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.country.name === "Canada" && p.type === "university" && p.courses_count > 0)).toBe(true);
    const names = data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const one = await get(`/api/partner/educationprovider/${data[0]!.id}/`, partner);
    expect(one.json().data.contact_email).toMatch(/@/);
    const search = (await get("/api/partner/educationprovider/?search=metropolitan", partner)).json().results.data;
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((p: { name: string }) => /metropolitan/i.test(p.name))).toBe(true);
    expect((await get("/api/partner/educationprovider/?type=castle", partner)).statusCode).toBe(400);
    expect((await get("/api/partner/educationprovider/", limited)).statusCode).toBe(200);
  });
});
