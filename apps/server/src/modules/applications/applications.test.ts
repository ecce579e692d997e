import { checklistFor } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, intakes, notifications, studentDocuments, years } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let studentId: number;
let otherStudentId: number;
let target: { course_id: number; intake_id: number };
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  const add = async (token: string) =>
    (
      await app.inject({
        method: "POST",
        url: "/api/partner/add/student/",
        headers: bearer(token),
        payload: await studentPayload(app.db),
      })
    ).json().data.id as number;
  studentId = await add(owner);
  otherStudentId = await add(other);
  target = await courseAndIntake(app.db);
});
afterAll(() => app.close());

const create = (payload: object, token = owner) =>
  app.inject({ method: "POST", url: "/api/partner/application/", headers: bearer(token), payload });
const get = (url: string, token = owner) => app.inject({ url, headers: bearer(token) });
const post = (url: string, token = owner, payload?: object) =>
  app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe("creating applications", () => {
  let appId: number;
  it("creates a Draft with a one-entry timeline", async () => {
    const res = await create({ student_id: studentId, ...target });
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    appId = d.id;
    expect(d.status).toMatchObject({ name: "Draft", is_terminal: false });
    expect(d.timeline).toHaveLength(1);
    expect(d.timeline[0]).toMatchObject({ from: null, to: { name: "Draft" }, by: { name: "Priya Sharma" } });
    expect(d.checklist.map((c: { kind: string }) => c.kind)).toEqual(checklistFor("Postgraduate (Master's)"));
    expect(d.can_submit).toBe(false);
    expect(d.can_withdraw).toBe(true);
  });

  it("answers 409 with the existing id for the same student, course and intake", async () => {
    const res = await create({ student_id: studentId, ...target });
    expect(res.statusCode).toBe(409);
    expect(res.json().existing_id).toBe(appId);
  });

  it("refuses another partner's student, unknown courses, past intakes and months the course does not run", async () => {
    const res = await create({ student_id: otherStudentId, course_id: 999999, intake_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["course_id", "intake_id", "student_id"]);
    const [past] = await app.db
      .select({ id: intakes.id })
      .from(intakes)
      .innerJoin(years, eq(years.id, intakes.year_id))
      .where(and(eq(intakes.month, 9), eq(years.year, 2024)));
    const old = await create({ student_id: studentId, course_id: target.course_id, intake_id: past!.id });
    expect(old.json().errors.intake_id).toEqual(["This intake has already started; choose a later one."]);
    const [march] = await app.db
      .select({ id: intakes.id })
      .from(intakes)
      .innerJoin(years, eq(years.id, intakes.year_id))
      .where(and(eq(intakes.month, 5), eq(years.year, 2028)));
    const wrongMonth = await create({ student_id: studentId, course_id: target.course_id, intake_id: march!.id });
    expect(wrongMonth.statusCode).toBe(400);
    expect(wrongMonth.json().errors.intake_id).toEqual(["The course does not start in this intake's month."]);
    expect((await create({ student_id: "x", course_id: 1 })).statusCode).toBe(400);
  });

  it("lists only the partner's own applications, with filters", async () => {
    const mine = (await get("/api/partner/application/?page_size=100")).json();
    expect(mine.count).toBe(1);
    expect(mine.results.data[0].student.id).toBe(studentId);
    expect((await get("/api/partner/application/", other)).json().count).toBe(0);
    const draftId = mine.results.data[0].status.id;
    expect((await get(`/api/partner/application/?status=${draftId}`)).json().count).toBe(1);
    expect((await get(`/api/partner/application/?student=${otherStudentId}`)).json().count).toBe(0);
    expect((await get("/api/partner/application/?search=ananya")).json().count).toBe(1);
    expect((await get("/api/partner/application/?search=nobody-like-this")).json().count).toBe(0);
    expect((await get("/api/partner/application/?page=abc")).statusCode).toBe(400);
    expect((await get("/api/partner/application/?ordering=student")).statusCode).toBe(400);
  });

  it("hides another partner's application behind 404 on every route", async () => {
    for (const r of [
      get(`/api/partner/application/${appId}/`, other),
      post(`/api/partner/application/${appId}/withdraw/`, other),
      post(`/api/partner/application/${appId}/submit/`, other),
      post(`/api/partner/application/${appId}/messages/`, other, { body: "hello" }),
    ]) {
      expect((await r).statusCode).toBe(404);
    }
    expect((await get(`/api/partner/application/${appId}/`)).json().data.status.name).toBe("Draft");
  });

  it("submits only with the checklist complete, then notifies the partner's other users", async () => {
    const refused = await post(`/api/partner/application/${appId}/submit/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Upload the missing documents first: Passport, /);
    await app.db.insert(studentDocuments).values(
      checklistFor("Postgraduate (Master's)").map((kind) => ({
        student_id: studentId,
        partner_id: 1,
        kind,
        file_name: `${kind}.pdf`,
        content_type: "application/pdf",
        size_bytes: 1000,
        storage_key: `test/${kind}`,
      })),
    );
    // Rows written behind the API's back: the partner's pages must be told (modules/fast-path).
    await app.versions.touch(1);
    expect((await get(`/api/partner/application/${appId}/`)).json().data.can_submit).toBe(true);
    const ok = await post(`/api/partner/application/${appId}/submit/`, owner, { note: "All documents attached." });
    expect(ok.statusCode).toBe(200);
    const d = ok.json().data;
    expect(d.status.name).toBe("Submitted");
    expect(d.submitted_at).not.toBeNull();
    expect(d.timeline.at(-1)).toMatchObject({
      from: { name: "Draft" },
      to: { name: "Submitted" },
      note: "All documents attached.",
    });
    const notes = await app.db.select().from(notifications).where(eq(notifications.kind, "application.status"));
    expect(notes.length).toBe(1); // the partner's other user; the one who submitted is not told of it
    expect(notes[0]!.title).toBe(`Application #${appId} is now Submitted`);
    expect((await post(`/api/partner/application/${appId}/submit/`)).statusCode).toBe(409);
  });

  it("keeps a message thread", async () => {
    const res = await post(`/api/partner/application/${appId}/messages/`, counsellor, {
      body: "Offer expected next week?",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.at(-1)).toMatchObject({
      body: "Offer expected next week?",
      author: { name: "Arjun Mehta" },
    });
    expect((await post(`/api/partner/application/${appId}/messages/`, owner, { body: "  " })).statusCode).toBe(400);
    // The message is a change like any other: the audit log has it, with who wrote it.
    const trail = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "application.message"), eq(auditLog.entity_id, String(appId))));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ partner_id: 1, details: { after: { body: "Offer expected next week?" } } });
  });

  it("withdraws, after which nothing moves", async () => {
    const res = await post(`/api/partner/application/${appId}/withdraw/`, counsellor, {
      note: "Student chose another offer.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: { name: "Withdrawn", is_terminal: true }, can_withdraw: false });
    expect((await post(`/api/partner/application/${appId}/withdraw/`)).statusCode).toBe(409);
  });
});

describe("permissions", () => {
  it("needs a partner token and the applications permissions", async () => {
    expect((await app.inject({ url: "/api/partner/application/" })).statusCode).toBe(401);
    expect((await get("/api/partner/application/", (await login(app, "admin")).access)).statusCode).toBe(403);
  });
});
