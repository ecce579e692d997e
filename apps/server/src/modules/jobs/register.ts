import type { FastifyInstance } from "fastify";
import { sweepExpiredCredentials } from "../auth/sweep";
import { sweepRateLimits } from "../limits/counters";
import { OFFER_HISTORY_KIND, refreshOfferHistory } from "../matching/likelihood";
import { DELIVER_KIND } from "../outbox/mailer";
import { notifyUnpaidClaims } from "../payments/unpaid-claims";
import { DEFAULT_READ_LOG_DAYS, purgeReadLog } from "../read-log/service";
import { failAbandonedExports, sweepOldExports } from "../reports/export-sweep";
import { EXPORT_JOB, runExport } from "../reports/export-worker";
import { IMPORT_JOB, sweepStudentImports } from "../students/import-jobs";
import { runImportJob } from "../students/import-worker";
import { remindTasks, TASK_REMINDERS_KIND } from "../tasks/reminders";
import { remindSla } from "../tickets/sla-reminders";
import { announceDue, PUBLISH_DUE_KIND } from "../updates/service";
import { createWebhookDelivery, WEBHOOK_DELIVER_KIND } from "../webhooks/delivery";
import { DEFAULT_RETRY_SECONDS } from "../webhooks/retry";

/** Recurring kinds and their schedules (UTC cron): each sent once per period across all instances. */
export const RECURRING = {
  [PUBLISH_DUE_KIND]: "* * * * *",
  "tickets.sla-reminders": "*/5 * * * *",
  "payments.unpaid-claims": "7 * * * *",
  sweeps: "17 * * * *",
  [OFFER_HISTORY_KIND]: "*/15 * * * *",
  [TASK_REMINDERS_KIND]: "*/15 * * * *",
} as const;

const TEMPORARY_FILES_MAX_AGE_MS = 3_600_000;

/**
 * Every kind of background job, in one place: what runs it and when. The work itself lives in its domain's
 * service; this file only wires kinds to it (docs/decisions/015). Each recurring run is one unit of work, and
 * each is safe to run twice (markers set by the same statement that finds the work, or deletes).
 */
export function registerJobs(app: FastifyInstance) {
  const { jobs, uow, db, notifications } = app;
  // Outbox delivery: sent with the outbox row in the writer's unit of work (modules/outbox/mailer.ts).
  void jobs.work<{ outbox_id: number }>(DELIVER_KIND, (job) =>
    app.mailer.deliver(job.data.outbox_id, { lastAttempt: job.lastAttempt, log: job.log }),
  );

  // Exports: sent with their report_jobs row (modules/reports/jobs.ts); a retry starts the file again (016).
  const exportDeps = { db, storage: app.storage, live: app.live, notifications, log: app.log };
  void jobs.work<{ id: number }>(
    EXPORT_JOB,
    (job) => runExport(exportDeps, job.data.id, { cancelled: job.cancelled }),
    { retryLimit: 2 },
  );

  // Student imports over 500 rows: sent with their student_import_jobs row (modules/students/import-jobs.ts); a
  // retry checks the file again from the start, and an import that committed is done (its row commits with it).
  const importDeps = {
    db,
    uow,
    live: app.live,
    versions: app.versions,
    webhooks: app.webhooks,
    notifications,
    log: app.log,
  };
  void jobs.work<{ id: number }>(IMPORT_JOB, (job) => runImportJob(importDeps, job.data.id), { retryLimit: 2 });

  // Webhook deliveries: sent with their row in the unit of work of the event; a failure sends the next attempt
  // itself (modules/webhooks/delivery.ts), so the queue's own retry is only for a crash mid-attempt.
  const webhookDelivery = createWebhookDelivery({
    db,
    uow,
    jobs,
    mailer: app.mailer,
    log: app.log,
    settings: {
      allowPrivate: app.config.webhooks?.allowPrivate ?? false,
      retrySeconds: app.config.webhooks?.retrySeconds ?? DEFAULT_RETRY_SECONDS,
      timeoutMs: app.config.webhooks?.timeoutMs ?? 10_000,
    },
  });
  // An attempt takes at most the receiver's timeout (10 s): one still running after 30 s died with its process, and
  // the queue hands it to another instance (or to this one restarted).
  void jobs.work<{ delivery_id: number }>(
    WEBHOOK_DELIVER_KIND,
    (job) => webhookDelivery.deliver(job.data.delivery_id),
    { retryLimit: 1, expireSeconds: 30 },
  );

  const recurring = (kind: keyof typeof RECURRING, run: () => Promise<unknown>) => {
    // Minute-grained schedules need no worker looking every second.
    void jobs.work(
      kind,
      async (job) => {
        const result = await run();
        job.log.info({ result }, `${kind} done`);
        return { result };
      },
      { pollSeconds: 5 },
    );
    if (app.config.jobSchedules !== false) void jobs.schedule(kind, RECURRING[kind]);
  };

  recurring("updates.publish-due", () => uow.run(() => announceDue(db, notifications)));
  recurring("tickets.sla-reminders", () => uow.run(() => remindSla(db, notifications)));
  recurring("payments.unpaid-claims", () => uow.run(() => notifyUnpaidClaims(db, notifications)));
  recurring(OFFER_HISTORY_KIND, () => uow.run(() => refreshOfferHistory(db)));
  recurring(TASK_REMINDERS_KIND, () =>
    uow.run(() => remindTasks({ db, notifications, mailer: app.mailer, publicUrl: app.config.publicUrl })),
  );
  recurring("sweeps", async () => ({
    ...(await uow.run(() => sweepExpiredCredentials(db))),
    exports: await uow.run(() => sweepOldExports(db, app.storage)),
    abandoned_exports: await uow.run(() => failAbandonedExports(db)),
    rate_limits: await uow.run(() => sweepRateLimits(db)),
    student_imports: await uow.run(() => sweepStudentImports(db)),
    read_log: await uow.run(() => purgeReadLog(db, app.config.readLogDays ?? DEFAULT_READ_LOG_DAYS)),
    temporary_files: await app.storage.sweepTemporary(TEMPORARY_FILES_MAX_AGE_MS),
  }));
}
