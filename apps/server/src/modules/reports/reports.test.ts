import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reportJobs, students, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { studentPayload } from "../../test/factories";
import { BATCH } from "./sources";

let app: TestApp;
let partner: string;
let counsellor: string;
let partner2: string;
let admin: string;
let partnerId: number;
const LIMIT = 5;
beforeAll(async () => {
  // A small limit, so the background path runs on a handful of rows.
  app = await buildTestApp({ reportSyncLimit: LIMIT });
  const p = await login(app, "partner");
  partner = p.access;
  partnerId = p.user.partner_id!;
  counsellor = (await login(app, "counsellor")).access;
  partner2 = (await login(app, "partner2")).access;
  admin = (await login(app, "admin")).access;
  // Three students the search finds, three more so that the whole list is over the limit.
  for (const [i, first] of ["Ana", "Bo", '=HYPERLINK("x")', "Cy", "Di", "Ed"].entries()) {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(partner),
      payload: await studentPayload(app.db, {
        first_name: first,
        last_name: i < 3 ? `Export${i}` : `Other${i}`,
        email: `${i < 3 ? "export" : "other"}${i}.${Date.now()}@example.org`,
        passport_number: `EXP${i}${Date.now() % 100000}`,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => app.close());

const get = (url: string, token: string | null = partner) =>
  app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });

/** Waits until the export has ended (done, failed or cancelled), whichever worker ran it. */
async function ended(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const [j] = await app.db.select().from(reportJobs).where(eq(reportJobs.id, id));
    if (j && j.status !== "queued" && j.status !== "running") return j;
    if (Date.now() > until) throw new Error(`export ${id} did not end`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("streamed exports", () => {
  it("CSV: every row of the filter, a header, the file name and type, formulas neutralised", async () => {
    const res = await get("/partner/reports/students/?format=csv&search=export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers["x-total-rows"]).toBe("3");
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 4)).toEqual(["ID", "First name", "Last name", "Email"]);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[2])).toEqual(["Export0", "Export1", "Export2"]);
    expect(rows[3]![1]).toBe('\'=HYPERLINK("x")');
    const db = await app.db.select().from(students).where(eq(students.last_name, "Export1"));
    expect(rows[2]![0]).toBe(String(db[0]!.id));
  });

  it("XLSX: a real workbook with the same rows; strings stay strings", async () => {
    const res = await get("/partner/reports/students/?format=xlsx&search=export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toContain(".xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Report")!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe("First name");
    expect(sheet.getRow(4).getCell(2).value).toBe('=HYPERLINK("x")');
  });

  it("applications, payments and sub-logins export with their own columns", async () => {
    for (const [kind, first] of [
      ["applications", "ID,Student,Student email"],
      ["payments", "ID,Application,Student"],
      ["sublogins", "ID,Name,Email"],
    ] as const) {
      const res = await get(`/partner/reports/${kind}/?format=csv`);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.body.replace(/^\uFEFF/, "").split("\n")[0]).toContain(first);
    }
    const subs = parse((await get("/partner/reports/sublogins/")).body, { bom: true }) as string[][];
    expect(subs.slice(1).map((r) => r[2])).toContain("counsellor@example.com");
  });

  it("counts before exporting and says when it will run in the background", async () => {
    const small = (await get("/partner/reports/students/count/?search=export")).json().data;
    expect(small).toEqual({ count: 3, background: false, limit: LIMIT });
    const all = (await get("/partner/reports/students/count/")).json().data;
    expect(all.count).toBeGreaterThan(LIMIT);
    expect(all.background).toBe(true);
    expect((await get("/partner/reports/students/count/?created_from=yesterday")).statusCode).toBe(400);
    expect((await get("/partner/reports/students/count/", partner2)).json().data.count).not.toBe(all.count);
  });

  it("bad filters or format are 400 and a stranger's token is refused", async () => {
    expect((await get("/partner/reports/students/?format=pdf")).statusCode).toBe(400);
    expect((await get("/partner/reports/students/?created_from=yesterday")).statusCode).toBe(400);
    expect((await get("/partner/reports/payments/?status=lost")).statusCode).toBe(400);
    expect((await get("/partner/reports/unknown/")).statusCode).toBe(404);
    expect((await get("/partner/reports/students/", null)).statusCode).toBe(401);
    expect((await get("/partner/reports/students/", admin)).statusCode).toBe(403);
  });

  it("a partner's export holds only its own rows", async () => {
    const theirs = parse((await get("/partner/reports/students/?search=export", partner2)).body, {
      bom: true,
    }) as string[][];
    expect(theirs).toHaveLength(1);
  });

  it("a sub-login needs reports.export and the report's own permission; sub-logins are the owner's", async () => {
    const [c] = await app.db.select().from(users).where(eq(users.email, "counsellor@example.com"));
    await app.db
      .update(users)
      .set({ permissions: ["students.view"] })
      .where(eq(users.id, c!.id));
    await app.versions.touch(c!.partner_id!);
    expect((await get("/partner/reports/students/", counsellor)).statusCode).toBe(403);
    await app.db
      .update(users)
      .set({ permissions: ["students.view", "reports.export"] })
      .where(eq(users.id, c!.id));
    await app.versions.touch(c!.partner_id!);
    expect((await get("/partner/reports/students/?search=export", counsellor)).statusCode).toBe(200);
    expect((await get("/partner/reports/payments/", counsellor)).statusCode).toBe(403);
    expect((await get("/partner/reports/sublogins/", counsellor)).statusCode).toBe(403);
    await app.db.update(users).set({ permissions: c!.permissions }).where(eq(users.id, c!.id));
    await app.versions.touch(c!.partner_id!);
  });
});

describe("background exports", () => {
  it("above the limit: 202 with a job, progress, then a download of every row; the user is notified", async () => {
    const res = await get("/partner/reports/students/?format=csv");
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ kind: "students", format: "csv", status: "queued" });
    expect(job.total_rows).toBeGreaterThan(LIMIT);
    await ended(job.id);
    const done = (await get(`/partner/reports/jobs/${job.id}/`)).json().data;
    expect(done).toMatchObject({ status: "done", rows_written: job.total_rows });
    expect(done.download_url).toBe(`/api/partner/reports/jobs/${job.id}/download/`);
    const file = await get(`/partner/reports/jobs/${job.id}/download/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain(done.file_name);
    expect((parse(file.body, { bom: true }) as string[][]).length).toBe(job.total_rows + 1);
    const list = (await get("/partner/reports/jobs/")).json();
    expect(list.results.data[0].id).toBe(job.id);
    // The notice is written just after the job's row says done (work after its commit): wait for it, briefly.
    await vi.waitFor(
      async () => {
        const note = await app.inject({ url: "/api/notifications/", headers: bearer(partner) });
        expect(JSON.stringify(note.json())).toContain("Your students export is ready");
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("?background=true queues even a small export, keeping its filters; XLSX jobs work too", async () => {
    const res = await get("/partner/reports/students/?format=xlsx&search=export&background=true");
    expect(res.statusCode).toBe(202);
    expect(res.json().data.filters).toEqual({ search: "export" });
    await ended(res.json().data.id);
    const file = await get(`/partner/reports/jobs/${res.json().data.id}/download/`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet("Report")!.rowCount).toBe(4);
  });

  it("a job that is not ready, or failed, answers 409 with a sentence instead of a file", async () => {
    const res = await get("/partner/reports/students/?background=true");
    const id = res.json().data.id as number;
    await ended(id);
    for (const [status, message] of [
      ["running", "This export is not ready yet."],
      ["failed", "This export failed; run it again."],
    ] as const) {
      await app.db.update(reportJobs).set({ status }).where(eq(reportJobs.id, id));
      const file = await get(`/partner/reports/jobs/${id}/download/`);
      expect(file.statusCode).toBe(409);
      expect(file.json().message).toBe(message);
      expect((await get(`/partner/reports/jobs/${id}/`)).json().data.download_url).toBeNull();
    }
  });

  it("another user's job is 404", async () => {
    const res = await get("/partner/reports/students/?background=true");
    const id = res.json().data.id;
    await ended(id);
    expect((await get(`/partner/reports/jobs/${id}/`, partner2)).statusCode).toBe(404);
    expect((await get(`/partner/reports/jobs/${id}/download/`, partner2)).statusCode).toBe(404);
    expect(partnerId).toBeGreaterThan(0);
  });

  it("an export over several batches of 1,000 writes every row once, in id order", async () => {
    const tag = `Batchwalk${Date.now()}`;
    const total = 2 * BATCH + 345;
    await app.db.insert(students).values(
      Array.from({ length: total }, (_, i) => ({
        partner_id: partnerId,
        first_name: `Row${i}`,
        last_name: tag,
        email: `row${i}.${tag}@example.org`.toLowerCase(),
      })),
    );
    try {
      const res = await get(`/partner/reports/students/?format=csv&search=${tag}&background=true`);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data.total_rows).toBe(total);
      await ended(res.json().data.id);
      const file = await get(`/partner/reports/jobs/${res.json().data.id}/download/`);
      const rows = (parse(file.body, { bom: true }) as string[][]).slice(1);
      expect(rows).toHaveLength(total);
      const ids = rows.map((r) => Number(r[0]));
      expect(new Set(ids).size).toBe(total);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(rows.map((r) => r[2]))).toEqual(new Set([tag]));
    } finally {
      await app.db.delete(students).where(eq(students.last_name, tag));
    }
  });
});
