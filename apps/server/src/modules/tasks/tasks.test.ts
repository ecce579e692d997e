// Longer than 300 lines: one app for the tasks' API, permissions and every automatic task's cause and end.
import { checklistFor } from "@pp/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationMessages, applicationStatuses, auditLog, notifications, tasks, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp, withoutPermission } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";
import { makeUnansweredMessageTasks, messageTaskTitle } from "./auto";

let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let admin: string;
let ids: { owner: number; counsellor: number; partner: number };
let studentId: number;
let otherStudentId: number;
let appId: number;
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const addStudent = async (token: string) =>
  (await call("POST", "/partner/add/student/", token, await studentPayload(app.db))).json().data.id as number;
const taskCount = async () => Number((await app.db.select({ n: sql`count(*)` }).from(tasks))[0]!.n);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const openAuto = (applicationId: number, source: string) =>
  app.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.application_id, applicationId), eq(tasks.source, source), isNull(tasks.completed_at)));

beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  other = (await login(app, "partner2")).access;
  const c = await login(app, "counsellor");
  counsellor = c.access;
  admin = (await login(app, "admin")).access;
  ids = { owner: o.user.id, counsellor: c.user.id, partner: o.user.partner_id! };
  studentId = await addStudent(owner);
  otherStudentId = await addStudent(other);
  const created = await call("POST", "/partner/application/", owner, {
    student_id: studentId,
    ...(await courseAndIntake(app.db)),
  });
  expect(created.statusCode, created.body).toBe(201);
  appId = created.json().data.id;
});
afterAll(() => app.close());

describe("tasks made by people", () => {
  let taskId: number;
  it("creates a task linked to a student, assigned to the caller by default, and audits it", async () => {
    const res = await call("POST", "/partner/tasks/", owner, {
      title: "Call Ayesha about her visa",
      notes: "Ask about the bank letter",
      due_at: inDays(2),
      student_id: studentId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json().data;
    taskId = t.id;
    expect(t).toMatchObject({
      title: "Call Ayesha about her visa",
      assignee: { id: ids.owner },
      student: { id: studentId },
      source: "manual",
      completed_at: null,
      can_complete: true,
      can_delete: true,
    });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "task.create"), eq(auditLog.entity_id, String(taskId))));
    expect(entry).toMatchObject({ partner_id: ids.partner, actor_user_id: ids.owner });
  });

  it("refuses bad input with a sentence per field and writes nothing", async () => {
    const before = await taskCount();
    const cases: [object, string, string][] = [
      [{ title: "  ", due_at: inDays(1) }, "title", "Give the task a title."],
      [{ title: "x".repeat(201), due_at: inDays(1) }, "title", "A task's title is at most 200 characters."],
      [{ title: "Call", due_at: "tomorrow" }, "due_at", "The due time must be a date and time (ISO 8601)."],
      [{ title: "Call", due_at: inDays(1), student_id: otherStudentId }, "student_id", "Choose one of your students."],
    ];
    for (const [payload, field, sentence] of cases) {
      const res = await call("POST", "/partner/tasks/", owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]).toEqual([sentence]);
    }
    const foreign = await call("POST", "/partner/tasks/", owner, {
      title: "Call",
      due_at: inDays(1),
      assignee_id: (await login(app, "partner2")).user.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.assignee_id).toEqual([
      "Choose the owner or an active sub-login as the task's assignee.",
    ]);
    expect(await taskCount()).toBe(before);
  });

  it("edits, completes and reopens; the lists' due filters place it", async () => {
    const patched = await call("PATCH", `/partner/tasks/${taskId}/`, owner, {
      due_at: inDays(-2),
      assignee_id: ids.counsellor,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ assignee: { id: ids.counsellor }, overdue: true });
    const listed = async (q: string, token = owner) =>
      ((await call("GET", `/partner/tasks/?${q}&page_size=100`, token)).json().results.data as { id: number }[]).map(
        (t) => t.id,
      );
    expect(await listed("due=overdue")).toContain(taskId);
    expect(await listed("due=today")).not.toContain(taskId);
    expect(await listed("due=overdue&assignee=me", counsellor)).toContain(taskId);
    expect(await listed("due=overdue&assignee=me")).not.toContain(taskId);
    const done = await call("POST", `/partner/tasks/${taskId}/complete/`, counsellor);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.completed_by).toMatchObject({ id: ids.counsellor });
    expect(await listed("due=done")).toContain(taskId);
    expect(await listed("due=overdue")).not.toContain(taskId);
    expect((await call("POST", `/partner/tasks/${taskId}/complete/`, owner)).statusCode).toBe(409);
    expect((await call("POST", `/partner/tasks/${taskId}/reopen/`, owner)).statusCode).toBe(200);
    const today = await call("POST", "/partner/tasks/", owner, {
      title: "Today",
      due_at: new Date(
        Math.max(Date.now() + 60_000, Date.parse(`${new Date().toISOString().slice(0, 10)}T23:59:00Z`)),
      ).toISOString(),
    });
    const tomorrow = await call("POST", "/partner/tasks/", owner, { title: "Later", due_at: inDays(3) });
    if (Date.parse(today.json().data.due_at) < Date.parse(`${new Date().toISOString().slice(0, 10)}T23:59:59Z`)) {
      expect(await listed("due=today")).toContain(today.json().data.id);
    }
    expect(await listed("due=upcoming")).toContain(tomorrow.json().data.id);
  });

  it("answers 404 for another partner's task and refuses its ids", async () => {
    for (const [method, url, payload] of [
      ["GET", `/partner/tasks/${taskId}/`, undefined],
      ["PATCH", `/partner/tasks/${taskId}/`, { title: "Mine now" }],
      ["POST", `/partner/tasks/${taskId}/complete/`, undefined],
      ["DELETE", `/partner/tasks/${taskId}/`, undefined],
    ] as const) {
      expect((await call(method, url, other, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await call("GET", "/partner/tasks/?page_size=100", other)).json();
    expect(list.results.data.map((t: { id: number }) => t.id)).not.toContain(taskId);
    expect((await app.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]!.title).toBe(
      "Call Ayesha about her visa",
    );
  });

  it("a sub-login without the manage permissions cannot create, but completes a task assigned to them", async () => {
    const mine = await call("POST", "/partner/tasks/", owner, {
      title: "Collect the passport",
      due_at: inDays(1),
      student_id: studentId,
      assignee_id: ids.counsellor,
    });
    expect(mine.statusCode).toBe(201);
    const id = mine.json().data.id as number;
    await withoutPermission(app, "students.manage", async () => {
      await withoutPermission(app, "applications.manage", async () => {
        const before = await taskCount();
        const refused = await call("POST", "/partner/tasks/", counsellor, {
          title: "Nope",
          due_at: inDays(1),
          student_id: studentId,
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe("You may not edit students, so you cannot add a task to one.");
        expect(
          (await call("POST", "/partner/tasks/", counsellor, { title: "Nope", due_at: inDays(1) })).statusCode,
        ).toBe(403);
        expect(await taskCount()).toBe(before);
        expect((await call("PATCH", `/partner/tasks/${id}/`, counsellor, { title: "Renamed" })).statusCode).toBe(403);
        expect((await call("POST", `/partner/tasks/${id}/complete/`, counsellor)).statusCode).toBe(200);
      });
    });
  });

  it("a sub-login without students.view does not see another's student tasks", async () => {
    const hidden = await call("POST", "/partner/tasks/", owner, {
      title: "Owner's own",
      due_at: inDays(1),
      student_id: studentId,
    });
    await withoutPermission(app, "students.view", async () => {
      expect((await call("GET", `/partner/tasks/${hidden.json().data.id}/`, counsellor)).statusCode).toBe(404);
    });
    expect((await call("GET", `/partner/tasks/${hidden.json().data.id}/`, counsellor)).statusCode).toBe(200);
  });

  it("deletes a manual task only", async () => {
    const t = await call("POST", "/partner/tasks/", owner, { title: "Throwaway", due_at: inDays(1) });
    expect((await call("DELETE", `/partner/tasks/${t.json().data.id}/`, owner)).statusCode).toBe(204);
    const [auto] = await openAuto(appId, "document");
    const refused = await call("DELETE", `/partner/tasks/${auto!.id}/`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only a task made by a person can be deleted; complete this one instead.");
  });

  it("the assignee hears of a task someone else gave them, made or reassigned, in their language", async () => {
    const noticesOf = (userId: number) =>
      app.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "task.assigned")));
    const [me] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, ids.owner));
    const before = { owner: (await noticesOf(ids.owner)).length, counsellor: (await noticesOf(ids.counsellor)).length };
    // A task one gives oneself tells no one.
    await call("POST", "/partner/tasks/", owner, { title: "Note to self", due_at: inDays(1) });
    expect(await noticesOf(ids.owner)).toHaveLength(before.owner);
    // Given to the counsellor, who reads Spanish: one notice, in Spanish, linking to the tasks.
    await app.db.update(users).set({ language: "es" }).where(eq(users.id, ids.counsellor));
    try {
      const made = await call("POST", "/partner/tasks/", owner, {
        title: "Chase the sponsor letter",
        due_at: inDays(1),
        assignee_id: ids.counsellor,
      });
      expect(made.statusCode, made.body).toBe(201);
      const told = await noticesOf(ids.counsellor);
      expect(told).toHaveLength(before.counsellor + 1);
      expect(told.at(-1)).toEqual({
        title: `Nueva tarea de ${me!.name}: Chase the sponsor letter`,
        link: "/partner/tasks",
      });
      // Moved by the owner to themselves: no one is told; moved to the counsellor again: told again; an edit that
      // keeps the assignee tells no one more.
      const id = made.json().data.id;
      const moved = await call("PATCH", `/partner/tasks/${id}/`, owner, { assignee_id: ids.owner });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await noticesOf(ids.owner)).toHaveLength(before.owner);
      const back = await call("PATCH", `/partner/tasks/${id}/`, owner, { assignee_id: ids.counsellor });
      expect(back.statusCode, back.body).toBe(200);
      expect(await noticesOf(ids.counsellor)).toHaveLength(before.counsellor + 2);
      await call("PATCH", `/partner/tasks/${id}/`, owner, { title: "Chase the sponsor letter again" });
      expect(await noticesOf(ids.counsellor)).toHaveLength(before.counsellor + 2);
    } finally {
      await app.db.update(users).set({ language: null }).where(eq(users.id, ids.counsellor));
    }
  });

  it("API keys may not use tasks", async () => {
    const key = await call("POST", "/partner/api-keys/", owner, { name: "tasks probe", scopes: ["students:read"] });
    expect(key.statusCode, key.body).toBe(201);
    const res = await app.inject({ url: "/api/partner/tasks/", headers: bearer(key.json().data.key) });
    expect(res.statusCode).toBe(403);
  });
});

describe("automatic tasks", () => {
  it("a new application gets one task per missing checklist document, closed by the upload and made again on removal", async () => {
    const docs = await openAuto(appId, "document");
    expect(docs.map((t) => t.source_key).sort()).toEqual(
      checklistFor("Postgraduate (Master's)")
        .map((k) => `document:${appId}:${k}`)
        .sort(),
    );
    expect(docs.find((t) => t.source_key === `document:${appId}:passport`)).toMatchObject({
      assignee_id: ids.owner,
      student_id: studentId,
    });
    const passportTask = docs.find((t) => t.source_key === `document:${appId}:passport`)!;
    expect(passportTask.title).toMatch(/^Upload the passport for /);
    // Stored in English, read in the reader's language; the English reader's copy as stored.
    const titleFor = async () =>
      (await call("GET", `/partner/tasks/${passportTask.id}/`, owner)).json().data.title as string;
    expect(await titleFor()).toBe(passportTask.title);
    await app.db.update(users).set({ language: "es" }).where(eq(users.id, ids.owner));
    try {
      const name = passportTask.title.replace("Upload the passport for ", "");
      expect(await titleFor()).toBe(`Subir el pasaporte de ${name}`);
      const listed = (await call("GET", `/partner/tasks/?application=${appId}&page_size=50`, owner)).json();
      const english = listed.results.data.find((t: { id: number }) => t.id === passportTask.id);
      expect(english.title).toBe(`Subir el pasaporte de ${name}`);
      // Every automatic document title reads in Spanish: none keeps the English verb.
      for (const t of listed.results.data as { source: string; title: string }[])
        if (t.source === "document") expect(t.title).toMatch(/^Subir (el|la|los|las) .+ de /);
    } finally {
      await app.db.update(users).set({ language: "en" }).where(eq(users.id, ids.owner));
    }
    const up = await postMultipart(
      app,
      `/partner/students/${studentId}/documents/?kind=passport`,
      owner,
      {},
      {
        name: "passport.pdf",
        data: PDF,
      },
    );
    expect(up.statusCode, up.body).toBe(201);
    const after = await openAuto(appId, "document");
    expect(after.map((t) => t.source_key)).not.toContain(`document:${appId}:passport`);
    expect(after).toHaveLength(docs.length - 1);
    const docId = up.json().data.find((d: { kind: string }) => d.kind === "passport").id;
    expect((await call("DELETE", `/partner/students/${studentId}/documents/${docId}/`, owner)).statusCode).toBe(204);
    expect((await openAuto(appId, "document")).map((t) => t.source_key)).toContain(`document:${appId}:passport`);
  });

  it("an offer makes a task due at the answer date, which follows the date and closes when the status moves on", async () => {
    const status = async (name: string) =>
      (await app.db.select().from(applicationStatuses).where(eq(applicationStatuses.name, name)))[0]!.id;
    const moved = await call("POST", `/admin/applications/${appId}/move/`, admin, {
      status_id: await status("Conditional offer"),
      offer_respond_by: "2027-01-15",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await openAuto(appId, "document")).toHaveLength(0);
    const [offer] = await openAuto(appId, "offer");
    expect(offer!.due_at.toISOString()).toBe("2027-01-15T09:00:00.000Z");
    expect(offer!.title).toMatch(/^Get .+'s answer to the offer from /);

    const awaiting = (await call("GET", "/partner/application/?offer=awaiting&page_size=100", owner)).json();
    expect(awaiting.results.data.find((a: { id: number }) => a.id === appId)).toMatchObject({
      offer_respond_by: "2027-01-15",
    });
    expect(awaiting.count).toBe(awaiting.results.data.length);

    const bad = await call("PATCH", `/partner/application/${appId}/`, owner, { offer_respond_by: "2027-02-30" });
    expect(bad.statusCode).toBe(400);
    const set = await call("PATCH", `/partner/application/${appId}/`, owner, { offer_respond_by: "2027-01-20" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.offer_respond_by).toBe("2027-01-20");
    expect((await openAuto(appId, "offer"))[0]!.due_at.toISOString()).toBe("2027-01-20T09:00:00.000Z");

    expect(
      (await call("POST", `/admin/applications/${appId}/move/`, admin, { status_id: await status("Offer accepted") }))
        .statusCode,
    ).toBe(200);
    expect(await openAuto(appId, "offer")).toHaveLength(0);
    expect(
      (await call("GET", "/partner/application/?offer=awaiting&page_size=100", owner)).json().results.data,
    ).not.toContainEqual(expect.objectContaining({ id: appId }));
    const late = await call("PATCH", `/partner/application/${appId}/`, owner, { offer_respond_by: "2027-01-25" });
    expect(late.statusCode).toBe(409);
  });

  it("a message from admissions unanswered for two working days becomes a task once, closed by the partner's reply", async () => {
    const asked = await call("POST", `/admin/applications/${appId}/messages/`, admin, {
      body: "We need the bank letter.",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const run = () => app.uow.run(() => makeUnansweredMessageTasks(app.db));
    expect(await run()).toBe(0);
    // Five days ago is at least two working days ago whatever today is.
    await app.db
      .update(applicationMessages)
      .set({ created_at: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(applicationMessages.application_id, appId));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [task] = await openAuto(appId, "message");
    expect(task).toMatchObject({ source_key: `message:${appId}`, assignee_id: ids.owner });
    // The SQL's title is the catalog's sentence (so it reads in the reader's language).
    const [named] = await app.db
      .execute(
        sql`select s.first_name || ' ' || s.last_name as name from applications a join students s on s.id = a.student_id where a.id = ${appId}`,
      )
      .then((r) => (r as unknown as { rows: { name: string }[] }).rows);
    expect(task!.title).toBe(messageTaskTitle(appId, named!.name));
    const reply = await call("POST", `/partner/application/${appId}/messages/`, owner, { body: "Sent it today." });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await openAuto(appId, "message")).toHaveLength(0);
    expect(await run()).toBe(0);
  });
});
