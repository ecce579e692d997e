import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { levelId, studentPayload } from "../../test/factories";

let app: TestApp;
let partner: string;
let studentId: number;
beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  const s = await app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: bearer(partner),
    payload: await studentPayload(app.db),
  });
  expect(s.statusCode, s.body).toBe(201);
  studentId = s.json().data.id;
});
afterAll(() => app.close());

type Course = { name: string; discipline: string; provider: { name: string } };
const get = (url: string, token: string | null = partner) =>
  app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });
const courses = async (query: string) => {
  const res = await get(`/partner/courses/list/?page_size=100&${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return { count: res.json().count as number, data: res.json().results.data as Course[] };
};
/** The same filters on a student's matches (issue 18's ranking): it must find the same courses. */
const matches = async (query: string) => {
  const res = await get(`/partner/students/${studentId}/matches/?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { count: res.json().count as number, data: res.json().results.data as { course: Course }[] };
};

/** The level the factory's student wants. */
const masters = () => levelId(app.db, "Postgraduate (Master's)");

describe("finding courses", () => {
  it("lists the disciplines that exist, each once, for a partner's user only", async () => {
    const res = await get("/partner/courses/disciplines/");
    expect(res.statusCode, res.body).toBe(200);
    const names: string[] = res.json().data;
    expect(names).toContain("Computer Science");
    expect(names).toContain("Data Science");
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
    expect((await get("/partner/courses/disciplines/", null)).statusCode).toBe(401);
    expect((await get("/partner/courses/disciplines/", (await login(app, "admin")).access)).statusCode).toBe(403);
  });

  it("the keyword search matches disciplines and provider names, partly and whatever the case", async () => {
    const comp = await courses("search=comp");
    expect(comp.data.some((c) => c.discipline === "Computer Science")).toBe(true);
    for (const c of comp.data) expect(`${c.name} ${c.discipline} ${c.provider.name}`.toLowerCase()).toContain("comp");
    // A discipline whose courses are not named after it: "Supply Chain" courses are found by their discipline.
    const supply = await courses("search=SUPPLY%20ch");
    expect(supply.count).toBeGreaterThan(0);
    for (const c of supply.data) {
      expect(`${c.name} ${c.discipline} ${c.provider.name}`.toLowerCase()).toContain("supply ch");
    }
    const provider = comp.data[0]!.provider.name;
    const byProvider = await courses(`search=${encodeURIComponent(provider.slice(2, 12).toUpperCase())}`);
    expect(byProvider.data.map((c) => c.provider.name)).toContain(provider);
    // A student's matches are the courses at the level they want (issue 35): the finder at that level.
    const m = await matches("search=comp");
    expect(m.count).toBe((await courses(`search=comp&study_level=${await masters()}`)).count);
  });

  it("the discipline filter takes several disciplines, repeated or with commas, and one as before", async () => {
    const cs = await courses("discipline=Computer%20Science");
    const ds = await courses("discipline=data%20science");
    expect(cs.count).toBeGreaterThan(0);
    expect(ds.count).toBeGreaterThan(0);
    expect(new Set(cs.data.map((c) => c.discipline))).toEqual(new Set(["Computer Science"]));
    const both = await courses("discipline=Computer%20Science&discipline=Data%20Science");
    expect(both.count).toBe(cs.count + ds.count);
    expect(new Set(both.data.map((c) => c.discipline))).toEqual(new Set(["Computer Science", "Data Science"]));
    expect((await courses("discipline=Computer%20Science,%20Data%20Science")).count).toBe(both.count);
    // The part of a name is the keyword search's: the filter compares whole names.
    expect((await courses("discipline=Computer")).count).toBe(0);
    const m = await matches("discipline=Computer%20Science&discipline=Data%20Science");
    expect(m.count).toBe(
      (await courses(`discipline=Computer%20Science&discipline=Data%20Science&study_level=${await masters()}`)).count,
    );
    for (const r of m.data) expect(["Computer Science", "Data Science"]).toContain(r.course.discipline);
    const tooLong = await get(`/partner/courses/list/?discipline=${"x".repeat(121)}`, null);
    expect(tooLong.statusCode).toBe(400);
  });
});
