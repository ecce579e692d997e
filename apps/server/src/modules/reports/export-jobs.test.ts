import { existsSync } from "node:fs";
import path from "node:path";
import type { ReportJob } from "@pp/shared";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, reportJobs, students } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, waitUntil, withoutPermission } from "../../test/app";
import { EXPORT_FAILED, exportKey, PROGRESS_EVENT, runExport } from "./export-worker";
import { BATCH } from "./sources";

let app: TestApp;
let partner: string;
let partner2: string;
let counsellor: string;
let userId: number;
let partnerId: number;
const TAG = `Progress${Date.now()}`;
const TOTAL = 2 * BATCH + 345;

beforeAll(async () => {
  app = await buildTestApp();
  const p = await login(app, "partner");
  partner = p.access;
  userId = p.user.id;
  partnerId = p.user.partner_id!;
  partner2 = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  await app.db.insert(students).values(
    Array.from({ length: TOTAL }, (_, i) => ({
      partner_id: partnerId,
      first_name: `Row${i}`,
      last_name: TAG,
      email: `row${i}.${TAG}@example.org`.toLowerCase(),
    })),
  );
}, 180_000); // a new embedded database, the queue's tables and 2,345 rows, on a shared machine
afterAll(async () => {
  await app.db.delete(students).where(eq(students.last_name, TAG));
  await app.close();
});

const get = (url: string, token = partner) => app.inject({ url: `/api${url}`, headers: bearer(token) });
const cancel = (id: number, token = partner) =>
  app.inject({ method: "POST", url: `/api/partner/reports/jobs/${id}/cancel/`, headers: bearer(token) });
const workerDeps = () => ({
  db: app.db,
  storage: app.storage,
  live: app.live,
  notifications: app.notifications,
  log: app.log,
});
const fileOf = (row: { partner_id: number; id: number; format: string }) =>
  path.join(app.config.dataDir, "files", exportKey(row));
const rowOf = async (id: number) => (await app.db.select().from(reportJobs).where(eq(reportJobs.id, id)))[0]!;

/** A queued export of the tagged rows, written as the route writes it but with no job sent (the test runs it). */
async function queuedRow(format = "csv") {
  const [row] = await app.db
    .insert(reportJobs)
    .values({
      partner_id: partnerId,
      user_id: userId,
      kind: "students",
      format,
      filters: { search: TAG },
      total_rows: TOTAL,
    })
    .returning();
  return row!;
}

/**
 * Events the partner's open pages hear while `fn` runs, and until the export's last event (done, failed or
 * cancelled) has arrived: on PostgreSQL it comes through NOTIFY, after the row that `fn` may have waited for.
 */
async function heard<T>(fn: () => Promise<T>) {
  const events: ReportJob[] = [];
  const stop = app.live.subscribe(userId, (event, data) => {
    if (event === PROGRESS_EVENT) events.push(data as ReportJob);
  });
  try {
    const result = await fn();
    await waitUntil(() => ["done", "failed", "cancelled"].includes(events.at(-1)?.status ?? ""), 5_000);
    return { result, events };
  } finally {
    stop();
  }
}

async function ended(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const j = await rowOf(id);
    if (j.status !== "queued" && j.status !== "running") return j;
    if (Date.now() > until) throw new Error(`export ${id} did not end`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("an export as a job", () => {
  it("runs from the route to a file, telling the owner's pages each batch's row count live", async () => {
    const { events, result } = await heard(async () => {
      const res = await get(`/partner/reports/students/?format=csv&search=${TAG}&background=true`);
      expect(res.statusCode, res.body).toBe(202);
      return ended(res.json().data.id);
    });
    expect(result).toMatchObject({ status: "done", rows_written: TOTAL, total_rows: TOTAL });
    const mine = events.filter((e) => e.id === result.id);
    expect(mine.map((e) => [e.status, e.rows_written])).toEqual([
      ["running", 0],
      ["running", BATCH],
      ["running", 2 * BATCH],
      ["running", TOTAL],
      ["done", TOTAL],
    ]);
    expect(mine.at(-1)!.download_url).toBe(`/api/partner/reports/jobs/${result.id}/download/`);
    const file = await get(`/partner/reports/jobs/${result.id}/download/`);
    expect((parse(file.body, { bom: true }) as string[][]).length).toBe(TOTAL + 1);
  });

  it("a running export cancelled by its owner stops at the next batch; its partial file is removed; audited", async () => {
    const row = await queuedRow();
    let answer: { statusCode: number; body: string } | null = null;
    const { events } = await heard(() =>
      runExport(workerDeps(), row.id, {
        afterBatch: async (written) => {
          if (written === BATCH) answer = await cancel(row.id);
        },
      }),
    );
    expect(answer!.statusCode, answer!.body).toBe(200);
    expect(JSON.parse(answer!.body).data).toMatchObject({ id: row.id, status: "cancelled", download_url: null });
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ status: "cancelled", rows_written: BATCH, storage_key: null });
    expect(existsSync(fileOf(row))).toBe(false);
    expect(events.filter((e) => e.id === row.id).map((e) => e.status)).toEqual(["running", "running", "cancelled"]);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report.cancel"), eq(auditLog.entity_id, String(row.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ status_before: "running", kind: "students" });
    // Cancelling again, or a finished export, is refused with a sentence.
    const again = await cancel(row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This export was already cancelled.");
  });

  it("a cancel of its queue job (the Background jobs screen) cancels the export at the next batch", async () => {
    const row = await queuedRow();
    await runExport(workerDeps(), row.id, { cancelled: async () => true });
    expect(await rowOf(row.id)).toMatchObject({ status: "cancelled", rows_written: BATCH });
    expect(existsSync(fileOf(row))).toBe(false);
  });

  it("a queued export cancelled before its job comes up is skipped by the worker: no file, still cancelled", async () => {
    const row = await queuedRow("xlsx");
    expect((await cancel(row.id)).json().data.status).toBe("cancelled");
    await runExport(workerDeps(), row.id);
    expect(await rowOf(row.id)).toMatchObject({ status: "cancelled", rows_written: 0 });
    expect(existsSync(fileOf(row))).toBe(false);
  });

  it("is safe to run twice: a done export is skipped; a re-run after a crash starts the file again", async () => {
    const row = await queuedRow();
    // A crash mid-run left the row running, its progress and a partial file.
    await app.db.update(reportJobs).set({ status: "running", rows_written: 1500 }).where(eq(reportJobs.id, row.id));
    await app.storage.putStream(exportKey(row), (await import("node:stream")).Readable.from(["partial,"]));
    await runExport(workerDeps(), row.id);
    const done = await rowOf(row.id);
    expect(done).toMatchObject({ status: "done", rows_written: TOTAL });
    const first = await get(`/partner/reports/jobs/${row.id}/download/`);
    const rows = parse(first.body, { bom: true }) as string[][];
    expect(rows).toHaveLength(TOTAL + 1);
    expect(rows[0]![0]).toBe("ID");
    // Run again (the queue delivered it twice): nothing changes.
    await runExport(workerDeps(), row.id);
    expect(await rowOf(row.id)).toEqual(done);
    expect((await get(`/partner/reports/jobs/${row.id}/download/`)).body).toBe(first.body);
    const refused = await cancel(row.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This export has already finished.");
  });

  it("a failing export is marked failed with a sentence and the error goes back to the queue for a retry", async () => {
    const row = await queuedRow();
    await app.db
      .update(reportJobs)
      .set({ filters: { nationality: "not-a-country" } })
      .where(eq(reportJobs.id, row.id));
    await expect(runExport(workerDeps(), row.id)).rejects.toThrow();
    expect(await rowOf(row.id)).toMatchObject({ status: "failed", error: EXPORT_FAILED });
    expect(existsSync(fileOf(row))).toBe(false);
  });

  it("only the owner cancels: another partner gets 404, a sub-login without reports.export 403, nothing changes", async () => {
    const row = await queuedRow();
    const other = await cancel(row.id, partner2);
    expect(other.statusCode).toBe(404);
    await withoutPermission(app, "reports.export", async () => {
      expect((await cancel(row.id, counsellor)).statusCode).toBe(403);
    });
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: `/api/partner/reports/jobs/${row.id}/cancel/` })).statusCode).toBe(
      401,
    );
    expect((await rowOf(row.id)).status).toBe("queued");
    await app.db.delete(reportJobs).where(eq(reportJobs.id, row.id));
  });
});
