import type { ReportFormat, ReportJob, ReportKind } from "@pp/shared";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { reportJobs } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import type { FileStorage } from "../../lib/storage";
import type { NotificationService } from "../notifications/service";
import { REPORT_SOURCES } from "./sources";
import { reportFileName, reportStream } from "./writers";

type JobRow = typeof reportJobs.$inferSelect;

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
  download_url: j.status === "done" ? `/api/partner/reports/jobs/${j.id}/download/` : null,
  created_at: j.created_at.toISOString(),
  finished_at: j.finished_at ? j.finished_at.toISOString() : null,
});

/**
 * Background exports: a job row, then the same stream as a direct download written to the file store, with
 * its progress saved every batch. Runs in this process; `idle()` waits for the running ones (shutdown, tests).
 */
export function createReportJobs(deps: {
  db: Db;
  /** A job starts once the unit of work that queued it has committed, outside that unit's transaction. */
  uow: UnitOfWork;
  storage: FileStorage;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}) {
  const { db, storage, notifications, log } = deps;
  const running = new Set<Promise<void>>();

  async function run(job: JobRow) {
    const source = REPORT_SOURCES[job.kind as ReportKind];
    const key = `reports/${job.partner_id}/${job.id}-${Date.now()}.${job.format}`;
    const fileName = reportFileName(job.kind, job.format as ReportFormat, job.created_at);
    try {
      await db.update(reportJobs).set({ status: "running", started_at: new Date() }).where(eq(reportJobs.id, job.id));
      const q = source.query.parse(job.filters) as never;
      let saved = 0;
      const stream = reportStream(
        job.format as ReportFormat,
        source.header,
        source.batches(db, job.partner_id, q),
        (written) => {
          // Progress for the screen; one small update per batch.
          saved = written;
          void db
            .update(reportJobs)
            .set({ rows_written: written })
            .where(eq(reportJobs.id, job.id))
            .catch(() => undefined);
        },
      );
      const size = await storage.putStream(key, stream);
      await db
        .update(reportJobs)
        .set({
          status: "done",
          rows_written: saved,
          file_name: fileName,
          storage_key: key,
          size_bytes: size,
          finished_at: new Date(),
        })
        .where(eq(reportJobs.id, job.id));
      if (job.user_id)
        await notifications.notify([job.user_id], {
          kind: "report.ready",
          title: `Your ${job.kind} export is ready`,
          body: `${fileName}: ${saved.toLocaleString("en")} rows.`,
          link: `/partner/reports?job=${job.id}`,
        });
    } catch (err) {
      log.error({ err, job: job.id }, "report export failed");
      await storage.remove(key).catch(() => undefined);
      await db
        .update(reportJobs)
        .set({ status: "failed", error: "The export failed. Please try again.", finished_at: new Date() })
        .where(eq(reportJobs.id, job.id))
        .catch(() => undefined);
    }
  }

  return {
    async enqueue(v: {
      partnerId: number;
      userId: number;
      kind: ReportKind;
      format: ReportFormat;
      filters: Record<string, string>;
      total: number;
    }) {
      const [job] = await db
        .insert(reportJobs)
        .values({
          partner_id: v.partnerId,
          user_id: v.userId,
          kind: v.kind,
          format: v.format,
          filters: v.filters,
          total_rows: v.total,
        })
        .returning();
      deps.uow.afterCommit(() =>
        deps.uow.detached(() => {
          const p = run(job!).finally(() => running.delete(p));
          running.add(p);
        }),
      );
      return jobView(job!);
    },

    /** Resolves when no export is running. */
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },

    /** Jobs left queued or running by a stopped server (older than an hour) are marked failed. */
    async failStale() {
      await db
        .update(reportJobs)
        .set({ status: "failed", error: "The server restarted during the export. Please run it again." })
        .where(
          and(
            inArray(reportJobs.status, ["queued", "running"]),
            lt(reportJobs.created_at, new Date(Date.now() - 3_600_000)),
          ),
        );
    },
  };
}
export type ReportJobs = ReturnType<typeof createReportJobs>;
