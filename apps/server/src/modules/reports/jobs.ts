import type { ReportFormat, ReportKind } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportJobs } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { conflict } from "../../lib/errors";
import type { LiveBus } from "../../lib/live-bus";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import { EXPORT_JOB, jobView, PROGRESS_EVENT } from "./export-worker";
import type { ReportQueries } from "./queries";

/** What the exports need of the job queue: a send that joins the current unit of work. */
export interface ExportQueue {
  send(kind: string, data: Record<string, unknown>): Promise<unknown>;
}

/**
 * Background exports (the service): a report_jobs row and its `reports.export` job are written in one unit of
 * work, so a job never exists without its row nor a row without its job; the queue runs it on any instance
 * (export-worker.ts). The owner can cancel a queued or running export.
 */
export function createReportJobs(deps: {
  db: Db;
  uow: UnitOfWork;
  queue: ExportQueue;
  live: LiveBus;
  queries: ReportQueries;
}) {
  const { db, uow, queue, live, queries } = deps;
  return {
    /** Queues an export (a GET route: the unit is opened here). */
    enqueue(v: {
      partnerId: number;
      userId: number;
      /** A report, or a student's access archive (`student`, `zip`; decision 058). */
      kind: ReportKind | "student";
      format: ReportFormat | "zip";
      filters: Record<string, string>;
      total: number;
      language: LanguageCode;
    }) {
      return uow.run(async () => {
        const [job] = await db
          .insert(reportJobs)
          .values({
            partner_id: v.partnerId,
            user_id: v.userId,
            kind: v.kind,
            format: v.format,
            filters: v.filters,
            total_rows: v.total,
            language: v.language,
          })
          .returning();
        await queue.send(EXPORT_JOB, { id: job!.id });
        return jobView(job!);
      });
    },

    /**
     * Cancels one of the caller's exports that is queued or running. The worker sees it at its next batch,
     * stops and removes its partial file; a queued one is skipped when its job comes up. 409 once it has ended.
     */
    async cancel(ctx: PartnerContext, id: number, ip: string | null) {
      const own = await queries.ownJob(ctx, id);
      const [row] = await db
        .update(reportJobs)
        .set({ status: "cancelled", error: null, finished_at: new Date() })
        .where(and(eq(reportJobs.id, own.id), inArray(reportJobs.status, ["queued", "running"])))
        .returning();
      if (!row) {
        throw conflict(
          own.status === "cancelled" ? "This export was already cancelled." : "This export has already finished.",
        );
      }
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "report.cancel",
        entity: "report_job",
        entity_id: row.id,
        details: { kind: row.kind, format: row.format, status_before: own.status, rows_written: row.rows_written },
        ip,
      });
      const view = jobView(row);
      if (row.user_id) await live.publish([row.user_id], PROGRESS_EVENT, view);
      return view;
    },
  };
}
export type ReportJobs = ReturnType<typeof createReportJobs>;
