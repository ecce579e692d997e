import { randomInt } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, applications, auditLog, fileKeys, reportJobs, students } from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp } from "../../test/app";
import { isolatedTestDatabase } from "../../test/db";
import { courseAndIntake, studentPayload } from "../../test/factories";

// Erasure (issue 37, decision 057): a student spread through every place the portal copies a student's values to
// (their row, audit details, documents and files, a conversation with admissions, a task, a ticket, notices, mails,
// webhook deliveries, stored answers, an export file), then erased; the whole database, every schema, and every
// stored file read back through the store are searched for their name, e-mail, passport and phone.

let app: TestApp;
let owner: string;
let admin: string;
const tag = `${randomInt(100_000, 999_999)}`;
const who = {
  first_name: "Zephyrine",
  last_name: `Quillfeather${tag}`,
  email: `zephyrine.q${tag}@example.net`,
  passport_number: `ZQ${tag}`,
  phone: `+44 7700 9${tag}`,
};
const values = [`${who.first_name} ${who.last_name}`, who.last_name, who.email, who.passport_number, who.phone];
let studentId: number;
let applicationId: number;

const call = async (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every column of every table (the job queue's schema too) that holds a value, as `schema.table.column`. */
async function whereFound(): Promise<string[]> {
  const columns = (
    (await app.db.execute(sql`
      select table_schema as s, table_name as t, column_name as c, data_type as d
      from information_schema.columns
      where table_schema not in ('pg_catalog', 'information_schema')
        and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'bytea')
        and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE')`)) as unknown as {
      rows: { s: string; t: string; c: string; d: string }[];
    }
  ).rows;
  const found: string[] = [];
  for (const { s, t, c, d } of columns) {
    const text = d === "bytea" ? `encode("${c}", 'escape')` : `"${c}"::text`;
    for (const v of values) {
      const hit = (await app.db.execute(
        sql.raw(`select count(*)::int as n from "${s}"."${t}" where ${text} ilike '%${v.replace(/'/g, "''")}%'`),
      )) as unknown as { rows: { n: number }[] };
      if (hit.rows[0]!.n > 0) found.push(`${s}.${t}.${c}: ${v}`);
    }
  }
  return found;
}

/** Every stored file, read back (decrypted) through the store, that holds one of the values. */
async function filesFound(): Promise<string[]> {
  const keys = (await app.db.select({ key: fileKeys.storage_key }).from(fileKeys)).map((r) => r.key);
  const root = path.join(app.config.dataDir, "files");
  const onDisk = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes(".tmp"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  const found: string[] = [];
  for (const key of new Set([...keys, ...onDisk])) {
    const { stream } = await app.storage.get(key);
    const parts: Buffer[] = [];
    for await (const chunk of stream) parts.push(chunk as Buffer);
    const text = Buffer.concat(parts).toString("latin1").toLowerCase();
    for (const v of values) if (text.includes(v.toLowerCase())) found.push(`${key}: ${v}`);
  }
  return found;
}

async function settled() {
  for (let i = 0; i < 100; i++) {
    const busy = (await app.db.execute(
      sql`select (select count(*)::int from report_jobs where status in ('queued', 'running')) as n`,
    )) as unknown as { rows: { n: number }[] };
    if (busy.rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  app = await buildTestApp(
    { reportSyncLimit: 1, webhooks: { allowPrivate: true } },
    await isolatedTestDatabase("erasure"),
  );
  owner = (await login(app, "partner")).access;
  admin = (await login(app, "admin")).access;

  const hook = await call("POST", "/partner/webhooks/", owner, {
    url: "http://127.0.0.1:9/hooks/portal",
    events: ["student.created", "student.updated", "student.erased", "application.status_changed"],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const made = await call("POST", "/partner/add/student/", owner, await studentPayload(app.db, who));
  expect(made.statusCode, made.body).toBe(201);
  studentId = made.json().data.id;
  expect((await call("PATCH", `/partner/students/${studentId}/`, owner, { notes: "Prefers e-mail" })).statusCode).toBe(
    200,
  );
  const pdf = Buffer.from(`%PDF-1.7\n(${who.first_name} ${who.last_name}, passport ${who.passport_number})\n%%EOF\n`);
  const up = await postMultipart(
    app,
    `/partner/students/${studentId}/documents/?kind=passport`,
    owner,
    {},
    {
      name: `${who.last_name}-passport.pdf`,
      data: pdf,
    },
  );
  expect(up.statusCode, up.body).toBe(201);
  const a = await call("POST", "/partner/application/", owner, {
    student_id: studentId,
    ...(await courseAndIntake(app.db, 9, 2027)),
  });
  expect(a.statusCode, a.body).toBe(201);
  applicationId = a.json().data.id;
  const m = await call("POST", `/partner/application/${applicationId}/messages/`, owner, {
    body: `Is the offer for ${who.first_name} ${who.last_name} on its way?`,
  });
  expect(m.statusCode, m.body).toBe(201);
  const task = await call("POST", "/partner/tasks/", owner, {
    title: `Call ${who.first_name} ${who.last_name} about the deposit`,
    due_at: new Date(Date.now() + 86_400_000).toISOString(),
    student_id: studentId,
  });
  expect(task.statusCode, task.body).toBe(201);
  const ticket = await call("POST", "/partner/tickets/", owner, {
    subject: `Offer for ${who.last_name}`,
    description: `Passport ${who.passport_number} was uploaded twice; please check ${who.email}.`,
    category: "application",
    student_id: studentId,
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  const [conditional] = await app.db
    .select({ id: applicationStatuses.id })
    .from(applicationStatuses)
    .where(eq(applicationStatuses.name, "Conditional offer"));
  const moved = await call("POST", `/admin/applications/${applicationId}/move/`, admin, {
    status_id: conditional!.id,
    note: `Offer for ${who.first_name} ${who.last_name}`,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  // An export file that lists the student (above the sync limit of 1: a background job with a stored file).
  const exported = await call("GET", `/partner/reports/students/?format=csv&search=${who.last_name}zz`, owner);
  expect([200, 202]).toContain(exported.statusCode);
  // Another student, so that the export is over the limit and runs as a job.
  expect((await call("POST", "/partner/add/student/", owner, await studentPayload(app.db))).statusCode).toBe(201);
  const all = await call("GET", "/partner/reports/students/?format=csv", owner);
  expect(all.statusCode, all.body).toBe(202);
  await settled();
}, 120_000);
afterAll(() => app.close());

describe("erasing a student", () => {
  it("finds the student's values spread through the database and the files before", async () => {
    const found = await whereFound();
    for (const place of ["public.students.", "public.audit_log.", "public.webhook_deliveries.", "public.tasks."]) {
      expect(
        found.some((f) => f.startsWith(place)),
        place,
      ).toBe(true);
    }
    expect((await filesFound()).length).toBeGreaterThan(1);
    const [done] = await app.db.select().from(reportJobs).where(eq(reportJobs.status, "done"));
    expect(done?.storage_key).toBeTruthy();
  });

  it("is refused while an application is active, naming it, and changes nothing; a sub-login and a key cannot", async () => {
    const before = await whereFound();
    const res = await call("POST", `/partner/students/${studentId}/erase/`, owner, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${who.first_name} ${who.last_name} has 1 application in progress; withdraw it in the same step to erase the student, or wait until it closes.`,
    );
    expect(res.json().active_applications).toEqual([applicationId]);
    expect(await whereFound()).toEqual(before);
    const counsellor = (await login(app, "counsellor")).access;
    expect((await call("POST", `/partner/students/${studentId}/erase/`, counsellor, {})).statusCode).toBe(403);
    const other = (await login(app, "partner2")).access;
    expect((await call("POST", `/partner/students/${studentId}/erase/`, other, {})).statusCode).toBe(404);
    const bad = await call("POST", `/partner/students/${studentId}/erase/`, owner, {
      withdraw_active_applications: "yes",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("withdrawn in the same step, leaves no personal value in any table or stored file; the application stays", async () => {
    const res = await call("POST", `/partner/students/${studentId}/erase/`, owner, {
      withdraw_active_applications: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.withdrawn_applications).toEqual([applicationId]);
    expect(result.removed.documents).toBe(1);
    expect(result.removed.files).toBeGreaterThanOrEqual(2);
    await settled();

    expect(await whereFound()).toEqual([]);
    expect(await filesFound()).toEqual([]);

    const [s] = await app.db.select().from(students).where(eq(students.id, studentId));
    expect(s).toMatchObject({
      first_name: "Erased",
      last_name: `student #${studentId}`,
      passport_number: null,
      date_of_birth: null,
      status: "archived",
    });
    expect(s!.erased_at).toBeInstanceOf(Date);
    const [kept] = await app.db
      .select({ status: applicationStatuses.name })
      .from(applications)
      .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
      .where(eq(applications.id, applicationId));
    expect(kept?.status).toBe("Withdrawn");
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, "student.erase"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ withdrawn_applications: [applicationId], kept: { applications: 1 } });
    // The webhook says so, with the id only.
    const hooks = (await app.db.execute(
      sql`select payload from webhook_deliveries where type = 'student.erased'`,
    )) as unknown as { rows: { payload: { data: Record<string, unknown> } }[] };
    expect(hooks.rows).toHaveLength(1);
    expect(hooks.rows[0]!.payload.data).toMatchObject({
      student_id: studentId,
      withdrawn_applications: [applicationId],
    });
    // The student's page shows the pseudonym; a second erasure is refused.
    const page = await call("GET", `/partner/students/${studentId}/`, owner);
    expect(page.json().data.first_name).toBe("Erased");
    const edit = await call("PATCH", `/partner/students/${studentId}/`, owner, { notes: "Back again" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("This student's personal data was erased; add a new student instead.");
    const again = await call("POST", `/partner/students/${studentId}/erase/`, owner, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This student has already been erased.");
  });
});
