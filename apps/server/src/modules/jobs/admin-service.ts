import type { AdminJob, AdminJobCounts, AdminJobQuery, JobState } from "@pp/shared";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { recordAudit } from "../audit/service";
import type { JobRow, JobState as QueueState } from "./queries";
import type { JobQueue } from "./queue";

/** The queue calls a running job `active`; the API (and the screen) says `running`. */
const toApi = (s: QueueState): JobState => (s === "active" ? "running" : s);
const toQueue = (s: JobState): QueueState => (s === "running" ? "active" : s);

export const adminJobView = (j: JobRow): AdminJob => ({
  id: j.id,
  kind: j.kind,
  state: toApi(j.state),
  attempts: j.attempts,
  max_attempts: j.max_attempts,
  error: j.error,
  created_at: j.created_at.toISOString(),
  started_at: j.started_at ? j.started_at.toISOString() : null,
  finished_at: j.finished_at ? j.finished_at.toISOString() : null,
});

/** The Superadmin's Background jobs (`admin/jobs/`): counts, a filtered page, retry and cancel (audited). */
export function createAdminJobService(db: Db, jobs: JobQueue) {
  async function found(id: string) {
    const job = await jobs.queries.one(id);
    if (!job) throw notFound("Job not found.");
    return job;
  }

  async function audit(actor: number, action: "job.retry" | "job.cancel", job: JobRow, ip: string | null) {
    await recordAudit(db, {
      actor_user_id: actor,
      action,
      entity: "job",
      entity_id: job.id,
      details: { kind: job.kind, state_before: toApi(job.state), attempts: job.attempts, error: job.error },
      ip,
    });
  }

  return {
    async list(q: AdminJobQuery) {
      const [page, stats] = await Promise.all([
        jobs.list({
          ...(q.kind ? { kind: q.kind } : {}),
          ...(q.state ? { state: toQueue(q.state) } : {}),
          limit: q.page_size,
          offset: offsetOf(q),
        }),
        jobs.stats(),
      ]);
      const counts: AdminJobCounts[] = Object.entries(stats)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, s]) => ({
          kind,
          queued: s.queued,
          running: s.active,
          completed: s.completed,
          failed: s.failed,
          cancelled: s.cancelled,
        }));
      return { count: page.count, items: page.items.map(adminJobView), counts };
    },

    /** Queues a failed or cancelled job again, from the start; 409 for any other state. */
    async retry(actor: number, id: string, ip: string | null) {
      const job = await found(id);
      if (!(await jobs.retry(id))) {
        throw conflict(`This job is ${toApi(job.state)}; only a failed or cancelled job can be retried.`);
      }
      await audit(actor, "job.retry", job, ip);
      return adminJobView((await jobs.queries.one(id)) ?? job);
    },

    /** Cancels a queued or running job (a running one stops at its next safe point); 409 once it has ended. */
    async cancel(actor: number, id: string, ip: string | null) {
      const job = await found(id);
      if (!(await jobs.cancel(id))) {
        throw conflict(`This job is ${toApi(job.state)}; only a queued or running job can be cancelled.`);
      }
      await audit(actor, "job.cancel", job, ip);
      return adminJobView((await jobs.queries.one(id)) ?? job);
    },
  };
}
export type AdminJobService = ReturnType<typeof createAdminJobService>;
