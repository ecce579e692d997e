import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, postMultipart, type TestApp } from "../test/app";
import { courseAndIntake, studentPayload } from "../test/factories";
import { applicationStatuses, partners, roles } from "./schema/index";

let app: TestApp;
let serial = 0;
/** A name nobody has used yet in this file (each case is prepared twice: failing, then succeeding). */
const fresh = (what: string) => `${what} ${Date.now().toString(36)}${++serial}`;
let admin: string;
let partner: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
});
afterAll(() => app.close());
afterEach(async () => {
  await app.db.execute(sql.raw("drop trigger if exists pp_fail_last on audit_log"));
  await app.db.execute(sql.raw("drop trigger if exists pp_fail_last on notifications"));
});

const call = (method: "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A digest of every row of every table: any insert, update or delete anywhere changes it. */
async function fingerprint() {
  const tables = (await app.db.execute(
    sql.raw(
      "select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    ),
  )) as unknown as { rows: { t: string }[] };
  const out: Record<string, string> = {};
  for (const { t } of tables.rows) {
    const r = (await app.db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as h
               from "${t}" x`),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[t] = `${r.rows[0]!.n}:${r.rows[0]!.h}`;
  }
  return out;
}

/** Makes every insert into `table` fail, as a lost connection or a broken statement at the end of a unit would. */
async function failInsertsInto(table: "audit_log" | "notifications") {
  await app.db.execute(
    sql.raw(`create or replace function pp_fail_last() returns trigger language plpgsql as $$
      begin raise exception 'injected failure at the end of the unit'; end $$`),
  );
  await app.db.execute(
    sql.raw(`create trigger pp_fail_last before insert on ${table} for each row execute function pp_fail_last()`),
  );
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

async function newStudent() {
  const res = await call("POST", "/partner/add/student/", partner, await studentPayload(app.db));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function newApplication() {
  const student_id = await newStudent();
  const res = await call("POST", "/partner/application/", partner, {
    student_id,
    ...(await courseAndIntake(app.db, 9, 2027)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/**
 * Each write path, set up first, then sent with its last statement failing: nothing of the unit may remain.
 * `fails` names the table whose insert is made to fail (the audit entry, or the notifications written after it).
 */
type Case = {
  name: string;
  fails: "audit_log" | "notifications";
  prepare: () => Promise<() => Promise<{ statusCode: number; body: string }>>;
};

// Suspending the partner comes last: its sessions end with it.
const cases: Case[] = [
  {
    name: "adding a student (the student and its audit entry)",
    fails: "audit_log",
    prepare: async () => {
      const body = await studentPayload(app.db);
      return () => call("POST", "/partner/add/student/", partner, body);
    },
  },
  {
    name: "editing a student",
    fails: "audit_log",
    prepare: async () => {
      const id = await newStudent();
      return () => call("PATCH", `/partner/students/${id}/`, partner, { city: "Mysuru" });
    },
  },
  {
    name: "deleting a student",
    fails: "audit_log",
    prepare: async () => {
      const id = await newStudent();
      return () => call("DELETE", `/partner/students/${id}/`, partner);
    },
  },
  {
    name: "moving an application (status, timeline event, audit entry, notifications)",
    fails: "notifications",
    prepare: async () => {
      const id = await newApplication();
      const statuses = await app.db.select().from(applicationStatuses);
      const to = statuses.find((s) => s.name === "Conditional offer")!;
      return () =>
        call("POST", `/admin/applications/${id}/move/`, admin, { status_id: to.id, note: "Subject to IELTS" });
    },
  },
  {
    name: "a partner's message with a file (the message, the file's row and the file, audit, webhook, notices)",
    fails: "notifications",
    prepare: async () => {
      const id = await newApplication();
      const pdf = Buffer.from("%PDF-1.7\n%%EOF\n");
      return () =>
        postMultipart(
          app,
          `/partner/application/${id}/messages/file/`,
          partner,
          { body: "The transcript." },
          {
            name: "transcript.pdf",
            data: pdf,
          },
        );
    },
  },
  {
    name: "admissions' answer (the message, its audit entry, the partner's notices and mails)",
    fails: "notifications",
    prepare: async () => {
      const id = await newApplication();
      return () => call("POST", `/admin/applications/${id}/messages/`, admin, { body: "Received, thank you." });
    },
  },
  {
    name: "uploading a student's document (the row, its audit entry and the file)",
    fails: "audit_log",
    prepare: async () => {
      const id = await newStudent();
      return () =>
        postMultipart(
          app,
          `/partner/students/${id}/documents/?kind=passport`,
          partner,
          {},
          {
            name: "passport.pdf",
            data: Buffer.from("%PDF-1.4\n% injected failure test\n"),
          },
        );
    },
  },
  {
    name: "creating an application (the application, its timeline event and audit entry)",
    fails: "audit_log",
    prepare: async () => {
      const student_id = await newStudent();
      const body = { student_id, ...(await courseAndIntake(app.db, 9, 2027)) };
      return () => call("POST", "/partner/application/", partner, body);
    },
  },
  {
    name: "applying from the shortlist (every Draft application, the shortlist emptied)",
    fails: "audit_log",
    prepare: async () => {
      const student_id = await newStudent();
      const a = await courseAndIntake(app.db, 9, 2027);
      await call("POST", "/partner/shortlist/", partner, { course_id: a.course_id });
      return () => call("POST", "/partner/shortlist/apply/", partner, { student_id, items: [a] });
    },
  },
  {
    name: "raising a ticket (the ticket, its audit entry, the support team's notifications)",
    fails: "notifications",
    prepare: async () => () =>
      call("POST", "/partner/tickets/", partner, {
        subject: fresh("Offer letter not received"),
        description: "The offer for the application was due last week and has not arrived.",
        category: "application",
        priority: "high",
      }),
  },
  {
    name: "answering a ticket (the message, the status, the partner's notification)",
    fails: "notifications",
    prepare: async () => {
      const t = await call("POST", "/partner/tickets/", partner, {
        subject: fresh("Visa letter"),
        description: "Please send the visa support letter for this student.",
        category: "other",
        priority: "low",
      });
      expect(t.statusCode, t.body).toBe(201);
      const id = t.json().data.id as number;
      return () => call("POST", `/admin/tickets/${id}/messages/`, admin, { body: "We are on it." });
    },
  },
  {
    name: "requesting a meeting with an expert (the request, its audit entry, the Superadmins' notifications)",
    fails: "notifications",
    prepare: async () => {
      const u = fresh("x").replace(" ", "");
      const e = await call("POST", "/admin/experts/", admin, {
        name: `Morgan Test ${u}`,
        email: `morgan.${u}@uni.example`,
        languages: ["English"],
      });
      expect(e.statusCode, e.body).toBe(201);
      const expertId = e.json().data.id as number;
      const day = new Date(Date.now() + 5 * 86_400_000);
      const slots = [0, 1, 2].map((h) => {
        const d = new Date(day);
        d.setUTCHours(9 + h, 30, 0, 0);
        return d.toISOString();
      });
      return () =>
        call("POST", `/partner/experts/${expertId}/meetings/`, partner, {
          topic: fresh("Scholarships"),
          slots,
          duration_minutes: 30,
        });
    },
  },
  {
    name: "creating a sub-login (the user, its permissions, the invitation mail in the outbox, audit entry)",
    fails: "audit_log",
    prepare: async () => {
      const [finance] = await app.db.select().from(roles).where(sql`${roles.name} = 'Finance'`);
      const email = `${fresh("fatima").replace(" ", ".")}@globalpathways.example`;
      return () => call("POST", "/partner/sublogins/", partner, { name: "Fatima Noor", email, role_id: finance!.id });
    },
  },
  {
    name: "publishing an update (the update, its audit entry, every partner's notification)",
    fails: "audit_log",
    prepare: async () => () =>
      call("POST", "/admin/updates/", admin, { title: fresh("Update"), body_html: "<p>Hello</p>", category: "visa" }),
  },
  {
    name: "creating a Masters row (a region and its audit entry)",
    fails: "audit_log",
    prepare: async () => () => call("POST", "/masters/regions/", admin, { name: fresh("Region") }),
  },
  {
    name: "uploading to the Documents Bank (the document, its first version, the file, audit entry)",
    fails: "audit_log",
    prepare: async () => () =>
      postMultipart(
        app,
        "/admin/documents/",
        admin,
        { title: fresh("UK visa checklist"), category: "guide", description: "Every document asked for." },
        { name: "checklist.pdf", data: Buffer.from("%PDF-1.4\nchecklist\n%%EOF\n") },
      ),
  },
  {
    name: "suspending a partner with a reason (status, its sessions revoked, audit entry)",
    fails: "audit_log",
    prepare: async () => {
      const [p] = await app.db
        .select()
        .from(partners)
        .where(sql`${partners.company_name} = 'Global Pathways Education'`);
      return () => call("POST", `/admin/partners/${p!.id}/suspend/`, admin, { reason: "Licence under review" });
    },
  },
];

describe("every write is one unit of work", () => {
  it.each(cases)("$name: a failing last statement leaves nothing behind", async (c) => {
    const send = await c.prepare();
    const filesBefore = filesUnder(path.join(app.config.dataDir, "files"));
    const before = await fingerprint();
    await failInsertsInto(c.fails);
    const res = await send();
    expect(res.statusCode, res.body).toBe(500);
    expect(res.body).not.toContain("injected failure");
    await app.db.execute(sql.raw(`drop trigger pp_fail_last on ${c.fails}`));
    expect(await fingerprint()).toEqual(before);
    expect(filesUnder(path.join(app.config.dataDir, "files"))).toEqual(filesBefore);
  });

  it("the same requests succeed once nothing fails, so the cases above test real writes", async () => {
    for (const c of cases) {
      const send = await c.prepare();
      const before = await fingerprint();
      const res = await send();
      expect(res.statusCode, `${c.name}: ${res.body}`).toBeLessThan(300);
      expect(await fingerprint(), c.name).not.toEqual(before);
    }
  });
});
