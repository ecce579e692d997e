import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, courses, educationProviders, intakes } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let owner: string;
let counsellor: string;
let counsellorId: number;
let other: string;
let studentId: number;
let a: { course_id: number; intake_id: number };
let b: { course_id: number; intake_id: number };
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  const c = await login(app, "counsellor");
  counsellor = c.access;
  counsellorId = c.user.id;
  other = (await login(app, "partner2")).access;
  studentId = (
    await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(owner),
      payload: await studentPayload(app.db),
    })
  ).json().data.id;
  a = await courseAndIntake(app.db, 9, 2027);
  b = await courseAndIntake(app.db, 1, 2028, "Undergraduate");
});
afterAll(() => app.close());

const add = (course_id: unknown, token = owner) =>
  app.inject({ method: "POST", url: "/api/partner/shortlist/", headers: bearer(token), payload: { course_id } });
const list = async (token = owner) =>
  (await app.inject({ url: "/api/partner/shortlist/", headers: bearer(token) })).json().data;

describe("shortlist", () => {
  it("adds courses, newest first, per user", async () => {
    expect((await add(a.course_id)).statusCode).toBe(201);
    const res = await add(b.course_id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([b.course_id, a.course_id]);
    expect(await list(counsellor)).toEqual([]);
    expect(await list(other)).toEqual([]);
  });

  it("refuses duplicates and unknown courses", async () => {
    expect((await add(a.course_id)).statusCode).toBe(409);
    expect((await add(999999)).statusCode).toBe(400);
    expect((await add("abc")).statusCode).toBe(400);
  });

  it("removes a course; removing one not there answers 404", async () => {
    await add(a.course_id, counsellor);
    const del = await app.inject({
      method: "DELETE",
      url: `/api/partner/shortlist/${a.course_id}/`,
      headers: bearer(counsellor),
    });
    expect(del.statusCode).toBe(204);
    expect(await list(counsellor)).toEqual([]);
    const again = await app.inject({
      method: "DELETE",
      url: `/api/partner/shortlist/${a.course_id}/`,
      headers: bearer(counsellor),
    });
    expect(again.statusCode).toBe(404);
    expect((await list()).length).toBe(2);
    // Both changes are in the audit log, once each; the refused removal is not.
    const trail = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actor_user_id, counsellorId), eq(auditLog.entity_id, String(a.course_id))));
    expect(trail.map((t) => t.action).filter((x) => x.startsWith("shortlist."))).toEqual([
      "shortlist.add",
      "shortlist.remove",
    ]);
  });

  it("applies for a student: Draft applications, all or nothing, and the shortlist empties", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/api/partner/shortlist/apply/",
      headers: bearer(owner),
      payload: { student_id: studentId, items: [a, { course_id: 999999, intake_id: b.intake_id }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.db.select().from(applications).where(eq(applications.student_id, studentId))).length).toBe(0);

    const ok = await app.inject({
      method: "POST",
      url: "/api/partner/shortlist/apply/",
      headers: bearer(owner),
      payload: { student_id: studentId, items: [a, b] },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.map((d: { status: { name: string } }) => d.status.name)).toEqual(["Draft", "Draft"]);
    // The result lists each application once, with what the apply panel shows: course, provider and intake.
    type Created = {
      id: number;
      course: { id: number; name: string };
      provider: { name: string };
      intake: { id: number; name: string };
    };
    const created: Created[] = ok.json().data;
    expect(new Set(created.map((d) => d.id)).size).toBe(2);
    expect(created.map((d) => [d.course.id, d.intake.id])).toEqual([
      [a.course_id, a.intake_id],
      [b.course_id, b.intake_id],
    ]);
    for (const d of created) {
      expect(d.course.name).not.toBe("");
      expect(d.provider.name).not.toBe("");
      expect(d.intake.name).not.toBe("");
    }
    expect(await list()).toEqual([]);
    const apps = (
      await app.inject({ url: `/api/partner/application/?student=${studentId}`, headers: bearer(owner) })
    ).json();
    expect(apps.count).toBe(2);
  });

  it("applying again names each course already applied for, with its provider and intake, on its own item", async () => {
    const again = await app.inject({
      method: "POST",
      url: "/api/partner/shortlist/apply/",
      headers: bearer(owner),
      payload: { student_id: studentId, items: [a, b] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This student already has applications for 2 of these courses and intakes: choose other intakes or leave them out.",
    );
    const [named] = await app.db
      .select({ course: courses.name, provider: educationProviders.name, intake: intakes.name })
      .from(courses)
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .innerJoin(intakes, eq(intakes.id, a.intake_id))
      .where(eq(courses.id, a.course_id));
    expect(again.json().errors["items.0.intake_id"]).toEqual([
      `Already applied: ${named!.course}, ${named!.provider}, ${named!.intake}.`,
    ]);
    expect(again.json().errors["items.1.intake_id"]).toHaveLength(1);
  });

  it("refuses another partner's student", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/shortlist/apply/",
      headers: bearer(other),
      payload: { student_id: studentId, items: [a] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.student_id).toBeDefined();
  });
});
