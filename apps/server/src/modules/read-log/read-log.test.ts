import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { readLog } from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";
import { purgeReadLog } from "./service";

// Issue 37, decision 055: every view of a student's profile, documents' list or a document, and every export of
// personal data, is in the read log; the partner's owner reads one student's ("Who viewed this").
let app: TestApp;
let owner: string;
let counsellor: string;
let other: string;
let admin: string;
let ids: { owner: number; counsellor: number; partner: number; admin: number };
let studentId: number;
let otherStudentId: number;
let docId: number;
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);

const get = (url: string, token: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });
const entries = (studentId: number | null) =>
  app.db
    .select()
    .from(readLog)
    .where(studentId === null ? isNull(readLog.student_id) : eq(readLog.student_id, studentId))
    .orderBy(readLog.id);
const reads = async (id = studentId, token = owner) => {
  const res = await get(`/partner/students/${id}/reads/?page_size=100`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    results: {
      data: {
        what: string;
        user: { id: number; name: string; role: string } | null;
        api_key: string | null;
        detail: Record<string, unknown> | null;
        ip: string | null;
      }[];
    };
  };
};

beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  const c = await login(app, "counsellor");
  const a = await login(app, "admin");
  owner = o.access;
  counsellor = c.access;
  admin = a.access;
  other = (await login(app, "partner2")).access;
  ids = { owner: o.user.id, counsellor: c.user.id, partner: o.user.partner_id!, admin: a.user.id };
  const add = async (token: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(token),
      payload: await studentPayload(app.db),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  studentId = await add(owner);
  otherStudentId = await add(other);
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
  docId = up.json().data[0].id;
});
afterAll(() => app.close());

describe("the read log", () => {
  it("records each view of a profile, of the documents and of a download, by whom and from where", async () => {
    expect(await entries(studentId)).toEqual([]);
    expect((await get(`/partner/students/${studentId}/`, counsellor)).statusCode).toBe(200);
    // The same page again (from memory on the second ask) is a second view.
    expect((await get(`/partner/students/${studentId}/`, counsellor)).statusCode).toBe(200);
    expect((await get(`/partner/students/${studentId}/documents/`, owner)).statusCode).toBe(200);
    const file = await get(`/partner/students/${studentId}/documents/${docId}/download/`, counsellor);
    expect(file.statusCode).toBe(200);
    const rows = await entries(studentId);
    expect(rows.map((r) => [r.what, r.user_id, r.partner_id])).toEqual([
      ["profile", ids.counsellor, ids.partner],
      ["profile", ids.counsellor, ids.partner],
      ["documents", ids.owner, ids.partner],
      ["download", ids.counsellor, ids.partner],
    ]);
    expect(rows[3]!.detail).toEqual({ document_id: docId, kind: "passport" });
    expect(rows.every((r) => typeof r.ip === "string" && r.ip.length > 0)).toBe(true);

    // The owner reads them newest first, with names and roles.
    const seen = await reads();
    expect(seen.count).toBe(4);
    expect(seen.results.data.map((r) => [r.what, r.user?.id])).toEqual([
      ["download", ids.counsellor],
      ["documents", ids.owner],
      ["profile", ids.counsellor],
      ["profile", ids.counsellor],
    ]);
    expect(seen.results.data[0]).toMatchObject({ user: { role: "Partner" }, api_key: null });
  });

  it("a refused or missing record writes nothing", async () => {
    const before = Number((await app.db.select({ n: sql`count(*)` }).from(readLog))[0]!.n);
    expect((await get(`/partner/students/${otherStudentId}/`, owner)).statusCode).toBe(404);
    expect((await get(`/partner/students/${otherStudentId}/documents/`, owner)).statusCode).toBe(404);
    expect((await get(`/partner/students/${studentId}/documents/${docId + 999}/download/`, owner)).statusCode).toBe(
      404,
    );
    expect((await get("/partner/students/2147483000/", owner)).statusCode).toBe(404);
    const after = Number((await app.db.select({ n: sql`count(*)` }).from(readLog))[0]!.n);
    expect(after).toBe(before);
  });

  it("only the owner reads the log: a sub-login is refused, another partner's student is not found", async () => {
    expect((await get(`/partner/students/${studentId}/reads/`, counsellor)).statusCode).toBe(403);
    expect((await get(`/partner/students/${studentId}/reads/`, other)).statusCode).toBe(404);
    expect((await get(`/partner/students/${otherStudentId}/reads/`, owner)).statusCode).toBe(404);
  });

  it("the Superadmin's look at an application's documents, and a download, are in the partner's log", async () => {
    const made = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(owner),
      payload: { student_id: studentId, ...(await courseAndIntake(app.db)) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const appId = made.json().data.id;
    expect((await get(`/admin/applications/${appId}/`, admin)).statusCode).toBe(200);
    expect((await get(`/admin/applications/${appId}/documents/${docId}/download/`, admin)).statusCode).toBe(200);
    const seen = await reads();
    expect(seen.results.data.slice(0, 2).map((r) => [r.what, r.user?.id, r.user?.role])).toEqual([
      ["download", ids.admin, "Superadmin"],
      ["documents", ids.admin, "Superadmin"],
    ]);
    expect(seen.results.data[0]!.detail).toEqual({ document_id: docId, kind: "passport", application_id: appId });
  });

  it("an export of students or applications is recorded once with its filters; sub-logins' is not personal data", async () => {
    const before = (await entries(null)).length;
    const csv = await get("/partner/reports/students/?format=csv&search=zz", owner);
    expect(csv.statusCode, csv.body).toBe(200);
    expect((await get("/partner/reports/sublogins/?format=csv", owner)).statusCode).toBe(200);
    const exports = (await entries(null)).slice(before);
    expect(exports.map((r) => [r.what, r.user_id, (r.detail as { report: string }).report])).toEqual([
      ["export", ids.owner, "students"],
    ]);
    expect(exports[0]!.detail).toMatchObject({ format: "csv", filters: { search: "zz" } });
  });

  it("the owner reads the whole agency's log with each student's name, one kind at a time if asked", async () => {
    const all = await get("/partner/reads/?page_size=100", owner);
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json().results.data as { what: string; student: { id: number; name: string | null } | null }[];
    expect(data.some((r) => r.what === "export" && r.student === null)).toBe(true);
    const [seen] = (await app.db.select().from(readLog).where(eq(readLog.student_id, studentId))).slice(-1);
    expect(seen).toBeDefined();
    expect(data.find((r) => r.student?.id === studentId)?.student?.name).toMatch(/\S+ \S+/);
    // Only the partner's own entries: another partner's student never shows.
    expect(data.some((r) => r.student?.id === otherStudentId)).toBe(false);
    const downloads = await get("/partner/reads/?what=download&page_size=100", owner);
    expect(downloads.json().results.data.every((r: { what: string }) => r.what === "download")).toBe(true);
    expect(downloads.json().count).toBeGreaterThanOrEqual(2);
    const bad = await get("/partner/reads/?what=everything", owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.what).toEqual(["what is profile, documents, download or export."]);
    expect((await get("/partner/reads/", counsellor)).statusCode).toBe(403);
    // Another partner's owner sees only their own (none of this partner's).
    const theirs = await get("/partner/reads/?page_size=100", other);
    expect(theirs.statusCode).toBe(200);
    expect(
      theirs.json().results.data.some((r: { student: { id: number } | null }) => r.student?.id === studentId),
    ).toBe(false);
  });

  it("a request with an API key names the key", async () => {
    const key = await app.inject({
      method: "POST",
      url: "/api/partner/api-keys/",
      headers: bearer(owner),
      payload: { name: "CRM sync", scopes: ["students:read"] },
    });
    expect(key.statusCode, key.body).toBe(201);
    expect((await get(`/partner/students/${studentId}/`, key.json().data.key)).statusCode).toBe(200);
    const [last] = (await reads()).results.data;
    expect(last).toMatchObject({ what: "profile", api_key: "CRM sync", user: { id: ids.owner } });
  });

  it("entries older than the kept period are removed by the sweep, newer ones stay", async () => {
    await app.db.insert(readLog).values([
      {
        partner_id: ids.partner,
        student_id: studentId,
        user_id: ids.owner,
        what: "profile",
        created_at: new Date(Date.now() - 400 * 86_400_000),
      },
      {
        partner_id: ids.partner,
        student_id: studentId,
        user_id: ids.owner,
        what: "profile",
        created_at: new Date(Date.now() - 10 * 86_400_000),
      },
    ]);
    const before = await entries(studentId);
    expect(await purgeReadLog(app.db, 365)).toBe(1);
    const after = await entries(studentId);
    expect(after).toHaveLength(before.length - 1);
    expect(after.every((r) => Date.now() - r.created_at.getTime() < 365 * 86_400_000)).toBe(true);
    expect(await purgeReadLog(app.db, 5)).toBe(1);
    const rest = await app.db
      .select()
      .from(readLog)
      .where(and(eq(readLog.student_id, studentId), sql`${readLog.created_at} < now() - interval '5 days'`));
    expect(rest).toEqual([]);
  });

  it("READ_LOG_DAYS is checked at start: a bad value names itself", () => {
    expect(loadConfig({ READ_LOG_DAYS: "30", DATA_DIR: "/tmp/pp-read-log-config" }).readLogDays).toBe(30);
    expect(loadConfig({ DATA_DIR: "/tmp/pp-read-log-config" }).readLogDays).toBe(365);
    expect(() => loadConfig({ READ_LOG_DAYS: "0", DATA_DIR: "/tmp/pp-read-log-config" })).toThrow(/READ_LOG_DAYS/);
    expect(() => loadConfig({ READ_LOG_DAYS: "a year", DATA_DIR: "/tmp/pp-read-log-config" })).toThrow(/READ_LOG_DAYS/);
  });
});
