import type { FastifyInstance } from "fastify";
import { DELIVER_KIND } from "../outbox/mailer";

/**
 * Every kind of background job, in one place: what runs it and when. The work itself lives in its domain's
 * service; this file only wires kinds to it (docs/decisions/015).
 */
export function registerJobs(app: FastifyInstance) {
  // Outbox delivery: sent with the outbox row in the writer's unit of work (modules/outbox/mailer.ts).
  void app.jobs.work<{ outbox_id: number }>(DELIVER_KIND, (job) =>
    app.mailer.deliver(job.data.outbox_id, { lastAttempt: job.lastAttempt, log: job.log }),
  );
}
