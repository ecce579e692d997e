// Longer than 300 lines: one wrapper over pg-boss for both databases: sending (one or many), working, schedules,
// and the Superadmin's view of jobs belong together.
import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { JobSettings } from "../../config";
import type { Database } from "../../db/client";
import type { UnitOfWork } from "../../db/unit-of-work";
import { requestContext } from "../../lib/request-context";
import { type Executor, pgliteExecutor, postgresExecutor, transactionExecutor } from "./executors";
import { createJobQueries, JOB_SCHEMA } from "./queries";

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  expireSeconds: 900,
  maintenanceSeconds: 60,
  pollSeconds: 2,
  retryLimit: 5,
  retryDelaySeconds: 5,
  stopSeconds: 8,
  cronSeconds: 30,
};

/** What a handler gets: its data (with the enqueuing request's id), a logger carrying both ids, and its attempt. */
export interface JobContext<T> {
  id: string;
  kind: string;
  data: T & { request_id: string | null };
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
  /** True once the job was cancelled (the admin screen): a long handler checks it at its safe points. */
  cancelled(): Promise<boolean>;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<unknown>;

export interface KindOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireSeconds?: number;
  /** How often an idle worker of this kind looks for work (recurring kinds need not look every second). */
  pollSeconds?: number;
}

export interface SendOptions extends KindOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one queued job with this key per kind at a time (pg-boss singletonKey). */
  singletonKey?: string;
}

/**
 * The durable job queue (docs/decisions/015): pg-boss on the app's PostgreSQL, or on its embedded PGlite through
 * an adapter. Jobs sent inside a unit of work are inserted in its transaction. Handlers run with the enqueuing
 * request's id; failures retry with exponential backoff and end `failed` with their error.
 */
export function createJobQueue(deps: {
  database: Database;
  uow: UnitOfWork;
  log: FastifyBaseLogger;
  settings?: Partial<JobSettings> | undefined;
}) {
  const { database, uow, log } = deps;
  const settings = { ...DEFAULT_JOB_SETTINGS, ...deps.settings };
  const onDbError = (err: unknown) => log.error({ err }, "job queue: database error");
  const executor: Executor =
    database.kind === "postgres" && database.url
      ? postgresExecutor(database.url, onDbError)
      : pgliteExecutor((database.db as unknown as { $client: PGlite }).$client, onDbError);
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireSeconds,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    pollingIntervalSeconds: settings.pollSeconds,
    cronMonitorIntervalSeconds: settings.cronSeconds,
  });
  // The database may go away (a restart, a failover): pg-boss reports it here and keeps polling; jobs resume
  // when it is back. Never a crash.
  boss.on("error", (err) => log.error({ err }, "job queue error"));

  const kinds = new Map<string, KindOptions>();
  const handlers = new Map<string, { handler: JobHandler<Record<string, unknown>>; workerId?: string }>();
  const schedules = new Map<string, { cron: string; data: object }>();
  let started = false;
  let stopping = false;
  const queries = createJobQueries(uow.db);

  const jobOptions = (kind: string, extra: SendOptions = {}) => {
    const o = { ...kinds.get(kind), ...extra };
    return {
      retryLimit: o.retryLimit ?? settings.retryLimit,
      retryDelay: o.retryDelaySeconds ?? settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: o.expireSeconds ?? settings.expireSeconds,
      ...(o.startAfter ? { startAfter: o.startAfter } : {}),
      ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
    };
  };

  /** Inside a unit of work pg-boss writes through its transaction (never the shared connection it holds). */
  const viaUnit = () => (uow.active() ? { db: transactionExecutor(uow.db) } : {});

  async function startWorker(kind: string) {
    const entry = handlers.get(kind);
    if (!entry) return;
    const pollSeconds = kinds.get(kind)?.pollSeconds ?? settings.pollSeconds;
    entry.workerId = await boss.work<Record<string, unknown>>(
      kind,
      { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const data = job.data as Record<string, unknown> & { request_id: string | null };
        const requestId = typeof data.request_id === "string" ? data.request_id : null;
        const jobLog = log.child({ job_id: job.id, job_kind: kind, request_id: requestId });
        const attempt = job.retryCount + 1;
        jobLog.info({ attempt }, `job ${kind} started`);
        try {
          // What the handler enqueues or mails carries the request id that started it all; services log as the job.
          const out = await requestContext.run(
            requestId,
            () =>
              uow.detached(() =>
                entry.handler({
                  id: job.id,
                  kind,
                  data,
                  attempt,
                  lastAttempt: job.retryCount >= job.retryLimit,
                  log: jobLog,
                  cancelled: async () => (await queries.stateOf(job.id)) === "cancelled",
                }),
              ),
            jobLog,
          );
          jobLog.info({ attempt }, `job ${kind} completed`);
          return out;
        } catch (err) {
          jobLog.error({ err, attempt }, `job ${kind} failed`);
          throw err;
        }
      },
    );
  }

  /**
   * Creates a kind's queue unless it exists. Instances starting together on one database race in pg-boss's
   * createQueue (a deadlock, or the same row or partition created twice); the loser waits a little and tries
   * again, and then finds the queue there.
   */
  async function ensureQueue(kind: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(kind);
        return;
      } catch (err) {
        const code = (err as { code?: string }).code ?? "";
        if (attempt >= 5 || !["40P01", "23505", "42P07"].includes(code)) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  return {
    settings,
    queries,

    /** Declares a kind (its queue) with its retry and expiry; `work` and `schedule` declare theirs too. */
    define(kind: string, options: KindOptions = {}) {
      kinds.set(kind, { ...kinds.get(kind), ...options });
    },

    /** Runs `handler` for every job of `kind`, on every instance (each job once, by one of them). */
    async work<T>(kind: string, handler: JobHandler<T>, options: KindOptions = {}) {
      this.define(kind, options);
      handlers.set(kind, { handler: handler as unknown as JobHandler<Record<string, unknown>> });
      if (started) {
        await ensureQueue(kind);
        await startWorker(kind);
      }
    },

    /** Sends a job of `kind` every period of `cron` (UTC), once per period across all instances. */
    async schedule(kind: string, cron: string, data: object = {}) {
      this.define(kind);
      schedules.set(kind, { cron, data });
      if (started) {
        await ensureQueue(kind);
        await boss.schedule(kind, cron, { ...data, request_id: null }, { ...jobOptions(kind), tz: "UTC" });
      }
    },

    /** Stops sending `kind` on its schedule (on every instance: schedules live in the database). */
    async unschedule(kind: string) {
      schedules.delete(kind);
      if (started) await boss.unschedule(kind);
    },

    /**
     * Enqueues a job. Inside a unit of work it is written in that transaction (it exists only if the unit
     * commits) and this instance's worker is woken after the commit. Carries the current request's id.
     */
    async send<T extends object>(kind: string, data: T, options: SendOptions = {}): Promise<string | null> {
      if (!kinds.has(kind)) throw new Error(`job kind ${kind} is not defined (app.jobs.define, work or schedule)`);
      const payload = { ...data, request_id: requestContext.requestId() };
      const id = await boss.send(kind, payload, { ...jobOptions(kind, options), ...viaUnit() });
      const workerId = handlers.get(kind)?.workerId;
      if (workerId) uow.afterCommit(() => boss.notifyWorker(workerId));
      return id;
    },

    /**
     * Many jobs of one kind in one statement per 1,000 (pg-boss `insert`), like `send` each: inside a unit of work
     * they are written through its transaction. For a write that makes thousands of jobs at once (a students import's
     * webhook deliveries), where one round trip per job was most of its time.
     */
    async sendMany<T extends object>(kind: string, items: T[], options: Omit<SendOptions, "singletonKey"> = {}) {
      if (!kinds.has(kind)) throw new Error(`job kind ${kind} is not defined (app.jobs.define, work or schedule)`);
      if (items.length === 0) return;
      const o = jobOptions(kind, options);
      const request_id = requestContext.requestId();
      for (let i = 0; i < items.length; i += 1_000) {
        await boss.insert(
          items.slice(i, i + 1_000).map((data) => ({
            name: kind,
            data: { ...data, request_id },
            retryLimit: o.retryLimit,
            retryDelay: o.retryDelay,
            retryBackoff: o.retryBackoff,
            expireInSeconds: o.expireInSeconds,
            ...(o.startAfter ? { startAfter: o.startAfter } : {}),
          })),
          viaUnit(),
        );
      }
      const workerId = handlers.get(kind)?.workerId;
      if (workerId) uow.afterCommit(() => boss.notifyWorker(workerId));
    },

    /** Counts by kind and state (queued, active, completed, failed, cancelled). */
    stats: () => queries.stats(),

    /** Jobs, newest first, with their error and attempts. */
    list: (filter: Parameters<typeof queries.list>[0]) => queries.list(filter),

    /** Queues a failed job (or a cancelled one) again; false when it is neither (or unknown). */
    async retry(id: string) {
      const job = await queries.one(id);
      if (!job) return false;
      if (job.state === "failed") await boss.retry(job.kind, id, viaUnit());
      else if (job.state === "cancelled") await boss.resume(job.kind, id, viaUnit());
      else return false;
      return true;
    },

    /** Cancels a queued or running job (a running handler sees `cancelled()`); false when it has ended. */
    async cancel(id: string) {
      const job = await queries.one(id);
      if (!job || !["queued", "active"].includes(job.state)) return false;
      await boss.cancel(job.kind, id, viaUnit());
      return true;
    },

    /** Creates pg-boss's tables (first run), the queues, the schedules, and starts this instance's workers. */
    async start() {
      if (started) return;
      await boss.start();
      // Only the queues this database lacks: creating one is DDL (a partition), and several instances starting
      // together would otherwise queue up on the same locks for every kind (the start must fit Fastify's 10 s).
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const kind of kinds.keys()) if (!existing.has(kind)) await ensureQueue(kind);
      for (const [kind, s] of schedules) {
        await boss.schedule(kind, s.cron, { ...s.data, request_id: null }, { ...jobOptions(kind), tz: "UTC" });
      }
      started = true;
      for (const kind of handlers.keys()) await startWorker(kind);
    },

    /**
     * Stops fetching; running jobs get `stopSeconds` to finish, then what still runs is handed back (failed
     * into retry) for another instance. Closes the queue's own connections.
     */
    async stop() {
      if (stopping) return;
      stopping = true;
      if (started) {
        try {
          await boss.stop({ graceful: true, wait: true, close: false, timeout: settings.stopSeconds * 1000 });
        } catch (err) {
          log.error({ err }, "stopping the job queue");
        }
        started = false;
      }
      await executor.close?.();
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
