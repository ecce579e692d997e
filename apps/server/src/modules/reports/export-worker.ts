import type { ReportFormat, ReportJob, ReportKind } from "@pp/shared";
import { isLanguageCode } from "@pp/shared/languages";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { reportJobs } from "../../db/schema/index";
import type { LiveBus } from "../../lib/live-bus";
import type { FileStorage } from "../../lib/storage";
import type { NotificationService } from "../notifications/service";
import { ACCESS_KIND, accessArchive, accessFileName } from "../student-rights/access";
import type { Cell } from "./source-kit";
import { REPORT_SOURCES } from "./sources";
import { exportStream, reportFileName } from "./writers";

type JobRow = typeof reportJobs.$inferSelect;

/** The queue's kind for an export; its data is `{ id }`, the report_jobs row. */
export const EXPORT_JOB = "reports.export";
/** The live event each progress step, cancel and end sends to the export's owner (data: the ReportJob). */
export const PROGRESS_EVENT = "report.progress";
export const EXPORT_FAILED = "The export failed. Please try again.";

export const jobView = (j: JobRow): ReportJob => ({
  id: j.id,
  kind: j.kind,
  format: j.format,
  filters: j.filters,
  status: j.status,
  total_rows: j.total_rows,
  rows_written: j.rows_written,
  file_name: j.file_name,
  size_bytes: j.size_bytes,
  error: j.error,
  // Null once the sweep removed the file (7 days after it was made).
  download_url: j.status === "done" && j.storage_key ? `/api/partner/reports/jobs/${j.id}/download/` : null,
  created_at: j.created_at.toISOString(),
  finished_at: j.finished_at ? j.finished_at.toISOString() : null,
});

/** The one place an export's file lives: a re-run writes the same key again from the start. */
export const exportKey = (j: Pick<JobRow, "partner_id" | "id" | "format">) =>
  `reports/${j.partner_id}/${j.id}.${j.format}`;

/** Thrown between batches when the export was cancelled: the run stops and its partial file goes. */
class ExportStopped extends Error {}
/**
 * Thrown between batches when a later run of the same export has taken it over (the queue retried it after its
 * expiry while this run was still going, pg-boss 10 has no heartbeat): this run stops and leaves the file alone,
 * which the later run is writing.
 */
class ExportSuperseded extends Error {}

export interface ExportWorkerDeps {
  db: Db;
  storage: FileStorage;
  live: LiveBus;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

/**
 * Runs one export (the `reports.export` job). Safe to run twice: a job already done or cancelled is skipped, and
 * a re-run (after a crash, or a retry) starts the file again from the first row and overwrites the progress.
 * Each batch saves rows_written and tells the owner's open pages; the same statement sees a cancel (the row is
 * no longer `running`), and the run stops there and removes its partial file. A cancel of the queue's job (the
 * Background jobs screen) is seen between batches too, through `cancelled`, and cancels the export. `afterBatch`
 * lets a test act at a known point of the run.
 */
export async function runExport(
  deps: ExportWorkerDeps,
  id: number,
  opts: { cancelled?: () => Promise<boolean>; afterBatch?: (written: number) => Promise<void> } = {},
) {
  const { db, storage, live, notifications, log } = deps;
  const tell = (row: JobRow) =>
    row.user_id ? live.publish([row.user_id], PROGRESS_EVENT, jobView(row)).catch(() => undefined) : undefined;

  // This run's start is its claim: every later update names it, so that of two runs only the latest writes.
  const startedAt = new Date();
  const mine = and(eq(reportJobs.id, id), eq(reportJobs.status, "running"), eq(reportJobs.started_at, startedAt));
  const [job] = await db
    .update(reportJobs)
    .set({ status: "running", started_at: startedAt, rows_written: 0, error: null, finished_at: null })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ["queued", "running", "failed"])))
    .returning();
  if (!job) return; // done, cancelled or gone: nothing to do
  await tell(job);

  /** Why this run may not go on: a later run holds the export, or it was cancelled (or removed). */
  const stopReason = async () => {
    const [now] = await db
      .select({ status: reportJobs.status, started_at: reportJobs.started_at })
      .from(reportJobs)
      .where(eq(reportJobs.id, id));
    const later = now?.status === "running" || now?.status === "done";
    return later && now?.started_at?.getTime() !== startedAt.getTime() ? new ExportSuperseded() : new ExportStopped();
  };

  // A student's access archive (decision 058) runs through the same claim, progress, cancel and cleanup.
  const access = job.kind === ACCESS_KIND;
  const source = REPORT_SOURCES[job.kind as ReportKind];
  const key = exportKey(job);
  const fileName = access
    ? accessFileName(job.created_at, Number(job.filters.student_id))
    : reportFileName(job.kind, job.format as ReportFormat, job.created_at);
  let written = 0;
  /** After each batch (or archive entry): the progress saved and told, a cancel or a later run seen. */
  const step = async (count: number) => {
    written += count;
    const [row] = await db.update(reportJobs).set({ rows_written: written }).where(mine).returning();
    if (!row) throw await stopReason();
    if (await opts.cancelled?.()) {
      const [stopped] = await db
        .update(reportJobs)
        .set({ status: "cancelled", finished_at: new Date() })
        .where(mine)
        .returning();
      if (stopped) await tell(stopped);
      throw new ExportStopped();
    }
    await tell(row);
    await opts.afterBatch?.(written);
  };
  const checked = async function* (batches: AsyncGenerator<Cell[][]>) {
    for await (const batch of batches) {
      yield batch;
      await step(batch.length);
    }
  };

  try {
    await storage.remove(key); // what an interrupted run left
    const language = isLanguageCode(job.language) ? job.language : "en";
    const stream = access
      ? await accessArchive({ db, storage }, job.partner_id, Number(job.filters.student_id), () => step(1))
      : exportStream(source, job.format as ReportFormat, language, (reader) =>
          checked(source.batches(db, job.partner_id, source.query.parse(job.filters) as never, reader)),
        );
    const size = await storage.putStream(key, stream);
    const [done] = await db
      .update(reportJobs)
      .set({
        status: "done",
        rows_written: written,
        file_name: fileName,
        storage_key: key,
        size_bytes: size,
        finished_at: new Date(),
      })
      .where(mine)
      .returning();
    if (!done) throw await stopReason(); // cancelled (or taken over) while the last bytes were written
    await tell(done);
    if (done.user_id)
      await notifications.notify([done.user_id], {
        kind: "report.ready",
        title: `Your ${done.kind} export is ready`,
        body: `${fileName}: ${written.toLocaleString("en")} rows.`,
        link: `/partner/reports?job=${done.id}`,
      });
  } catch (err) {
    if (err instanceof ExportSuperseded) {
      log.warn({ job: id, rows: written }, "report export taken over by a later run; this one stops");
      return;
    }
    await storage.remove(key).catch(() => undefined);
    if (err instanceof ExportStopped) {
      log.info({ job: id, rows: written }, "report export cancelled");
      return;
    }
    log.error({ err, job: id }, "report export failed");
    const [failed] = await db
      .update(reportJobs)
      .set({ status: "failed", error: EXPORT_FAILED, finished_at: new Date() })
      .where(mine)
      .returning()
      .catch(() => []);
    if (failed) await tell(failed);
    throw err; // the queue records the failure and retries
  }
}
