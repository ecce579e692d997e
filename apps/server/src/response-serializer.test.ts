import { applicationItem, courseItem, studentDetail, studentItem } from "@pp/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SerializerChoice } from "./lib/response-serializer";
import { bearer, buildTestApp, login, type TestApp } from "./test/app";
import { courseAndIntake, studentPayload } from "./test/factories";

// The hot reads of issue 16: what a partner's staff open all day.
const HOT_ROUTES = [
  "/api/partner/students/",
  "/api/partner/students/:id/",
  "/api/partner/application/",
  "/api/partner/courses/list/",
];

let app: TestApp;
let owner: string;
const choices: SerializerChoice[] = [];
beforeAll(async () => {
  app = await buildTestApp({}, undefined, { onSerializer: (c) => choices.push(c) });
  owner = (await login(app, "partner")).access;
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url, headers: bearer(owner) });
const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

describe("answers written by schemas compiled with fast-json-stringify (decision 019)", () => {
  it("the hot routes' answers, success and errors, have the compiled serializer, not zod's", () => {
    for (const url of HOT_ROUTES) {
      const mine = choices.filter((c) => c.method === "GET" && c.url === url);
      expect(mine.map((c) => c.status).sort(), url).toEqual(expect.arrayContaining(["200", "400", "404"]));
      for (const c of mine) expect(c, `${url} ${c.status}`).toMatchObject({ kind: "compiled" });
    }
  });

  it("every route is compiled: none is left on zod's serializer", () => {
    expect(choices.length).toBeGreaterThan(500);
    expect(choices.filter((c) => c.kind === "zod")).toEqual([]);
  });

  it("the hot routes answer real data with only their schemas' fields, as zod's serializer did", async () => {
    // checkResponses is on in tests: each answer below was also encoded by zod and compared, or it would be a 500.
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(owner),
      payload: await studentPayload(app.db),
    });
    expect(created.statusCode).toBe(201);
    const studentId = created.json().data.id as number;
    const applied = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(owner),
      payload: { student_id: studentId, ...(await courseAndIntake(app.db)) },
    });
    expect(applied.statusCode).toBe(201);

    const list = await get("/api/partner/students/?page_size=100");
    expect(list.statusCode).toBe(200);
    const rows = list.json().results.data as Record<string, unknown>[];
    expect(rows.some((r) => r.id === studentId)).toBe(true);
    for (const r of rows) expect(keysOf(studentItem)).toEqual(expect.arrayContaining(Object.keys(r)));

    const one = await get(`/api/partner/students/${studentId}/`);
    expect(one.statusCode).toBe(200);
    expect(keysOf(studentDetail)).toEqual(expect.arrayContaining(Object.keys(one.json().data)));
    expect(one.json().data).toMatchObject({ id: studentId, nationality: { name: "India" } });

    const applications = await get("/api/partner/application/");
    expect(applications.statusCode).toBe(200);
    for (const r of applications.json().results.data) {
      expect(keysOf(applicationItem)).toEqual(expect.arrayContaining(Object.keys(r)));
    }

    const courses = await app.inject({ url: "/api/partner/courses/list/" });
    expect(courses.statusCode).toBe(200);
    expect(courses.json().results.data.length).toBeGreaterThan(0);
    for (const r of courses.json().results.data)
      expect(keysOf(courseItem)).toEqual(expect.arrayContaining(Object.keys(r)));

    const missing = await get("/api/partner/students/2147483000/");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status_code: 404, request_id: missing.headers["x-request-id"] });
  });
});
