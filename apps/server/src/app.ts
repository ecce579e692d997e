// Longer than 300 lines: the one place that decorates the app and registers every plugin and route module, in order.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import { createUnitOfWork, type UnitOfWork } from "./db/unit-of-work";
import { type CountCache, createCountCache } from "./lib/count-cache";
import { createJwt, type Jwt } from "./lib/jwt";
import { createLiveBus, type LiveBus } from "./lib/live-bus";
import { loadMessageCatalogs } from "./lib/messages";
import { createMetrics, type Metrics } from "./lib/metrics";
import { requestContext } from "./lib/request-context";
import { requestId } from "./lib/request-id";
import { requestScopedLog } from "./lib/request-log";
import { createResponseSerializerCompiler, type SerializerChoice } from "./lib/response-serializer";
import type { FileStorage } from "./lib/storage";
import { adminStudentRoutes } from "./modules/admin-students/routes";
import { apiKeyRoutes } from "./modules/api-keys/routes";
import { adminApplicationRoutes } from "./modules/applications/admin-routes";
import { applicationRoutes } from "./modules/applications/routes";
import { auditRoutes } from "./modules/audit/routes";
import { authRoutes } from "./modules/auth/routes";
import { type AuthService, createAuthService } from "./modules/auth/service";
import { adminCatalogueRoutes } from "./modules/catalogue/admin-routes";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { counsellorRoutes } from "./modules/counselling/routes";
import { adminDashboardRoutes } from "./modules/dashboard/admin-routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { documentsBankRoutes } from "./modules/documents-bank/routes";
import { expertRoutes } from "./modules/experts/routes";
import { createDataVersions, type DataVersions, VERSION_CHANNEL } from "./modules/fast-path/data-versions";
import { createFastPath, type FastPath } from "./modules/fast-path/fast-path";
import { openFileStorage } from "./modules/file-keys/encrypted-storage";
import { healthRoutes } from "./modules/health/routes";
import { adminJobRoutes } from "./modules/jobs/admin-routes";
import { createJobQueue, type JobQueue } from "./modules/jobs/queue";
import { registerJobs } from "./modules/jobs/register";
import { lookupRoutes } from "./modules/masters/lookups-routes";
import { invalidateReferenceNames } from "./modules/masters/reference-names";
import { masterRoutes } from "./modules/masters/routes";
import { matchingRoutes } from "./modules/matching/routes";
import { myDayRoutes } from "./modules/my-day/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { createNotificationService, type NotificationService } from "./modules/notifications/service";
import { createMailer, type Mailer } from "./modules/outbox/mailer";
import { adminPartnerRoutes } from "./modules/partners/admin-routes";
import { partnerSettingsRoutes } from "./modules/partners/settings-routes";
import { paymentRoutes } from "./modules/payments/routes";
import { readLogRoutes } from "./modules/read-log/routes";
import { createReportJobs } from "./modules/reports/jobs";
import { createReportQueries } from "./modules/reports/queries";
import { reportRoutes } from "./modules/reports/routes";
import { searchRoutes } from "./modules/search/routes";
import { shortlistRoutes } from "./modules/shortlist/routes";
import { studentRightsRoutes } from "./modules/student-rights/routes";
import { documentRoutes } from "./modules/students/documents-routes";
import { studentImportRoutes } from "./modules/students/import-routes";
import { studentRoutes } from "./modules/students/routes";
import { subLoginRoutes } from "./modules/sublogins/routes";
import { taskRoutes } from "./modules/tasks/routes";
import { ticketRoutes } from "./modules/tickets/routes";
import { updateRoutes } from "./modules/updates/routes";
import { createWebhookEmitter, type WebhookEmitter } from "./modules/webhooks/emitter";
import { webhookRoutes } from "./modules/webhooks/routes";
import { routeAccessHook } from "./plugins/access";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { hostileInputPlugin } from "./plugins/hostile-input";
import { metricsPlugin } from "./plugins/metrics";
import { openapiPlugin } from "./plugins/openapi";
import { partnerContextPlugin } from "./plugins/partner-context";
import { securityPlugin } from "./plugins/security";
import { unitOfWorkRoute } from "./plugins/unit-of-work";
import { versionsPlugin } from "./plugins/versions";
import { webPlugin } from "./plugins/web";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** The database as the current unit of work sees it: its transaction inside one, the pool outside. */
    db: Db;
    /** Opens units of work and runs what must wait for their commit (db/unit-of-work.ts). */
    uow: UnitOfWork;
    jwt: Jwt;
    mailer: Mailer;
    notifications: NotificationService;
    auth: AuthService;
    storage: FileStorage;
    /** Totals of the public course finder, shared by all callers; catalogue writes clear it. */
    catalogueCounts: CountCache;
    /** Pushes events to users' open pages (SSE), across instances on PostgreSQL. */
    live: LiveBus;
    /** The durable job queue (modules/jobs): send inside a unit of work, work, schedule, stats. */
    jobs: JobQueue;
    /** Masters writes call this: every instance forgets its cached reference names (modules/masters). */
    referenceNamesChanged: () => Promise<void>;
    /** The Prometheus registry behind GET /metrics; modules add their gauges and counters to it (lib/metrics.ts). */
    metrics: Metrics;
    /** Per-partner data versions: bumped by every write, heard from the other instances (modules/fast-path). */
    versions: DataVersions;
    /** The partner's sessions and pages in memory while their data version stands (modules/fast-path). */
    fastPath: FastPath;
    /** Partner events to their webhook endpoints, inside the unit of work of the change (modules/webhooks). */
    webhooks: WebhookEmitter;
  }
}

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export interface BuildOptions {
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Process metrics (CPU, memory, event loop) in /metrics; on by default, tests that build many apps turn them off. */
  processMetrics?: boolean;
  /** Told which serializer each route's answers got, per status (tests; decision 019). */
  onSerializer?: (choice: SerializerChoice) => void;
  /** How long start-up (the job queue's queues among it) may take; Fastify's 10 s by default. */
  readyTimeoutMs?: number;
}

/**
 * Fastify takes true, addresses or a function; it treats a bare hop count as "trust nothing" (it cannot tell a
 * proxy from a client), so a count becomes "trust the nearest n hops", as Express does (README, TRUST_PROXY).
 */
function trustProxyOption(value: AppConfig["trustProxy"]) {
  if (typeof value === "number") return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** Builds the whole application as a Fastify instance. It never listens; main.ts and tests decide that. */
export async function buildApp(config: AppConfig, opts: BuildOptions) {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // The caller's x-request-id when it is acceptable (lib/request-id.ts), else a new one; every log line of the
    // request carries it as `reqId`, and the answer returns it.
    requestIdHeader: false,
    genReqId: (req) => requestId(req.headers["x-request-id"]),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a proxy, req.ip (rate limits, the lockout, login records) comes from X-Forwarded-For (README).
    trustProxy: trustProxyOption(config.trustProxy),
    ...(opts.readyTimeoutMs ? { pluginTimeout: opts.readyTimeoutMs } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify compiled from each zod response schema; schemas it cannot describe
  // (transforms, codecs) stay on zod's serializer, as would routes named in `zodRoutes`: none today (decision 019).
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ check: config.checkResponses === true, onCompile: opts.onSerializer }),
  );

  app.decorate("config", config);
  // Everything a request causes (the jobs it enqueues, its mails, its services' log lines, what runs after its
  // commit) carries its id: its hooks and handler run in its context.
  app.addHook("onRequest", (req, _reply, done) => requestContext.run(req.id, done, req.log));
  app.decorate("metrics", createMetrics({ defaultMetrics: opts.processMetrics !== false }));
  app.decorate("database", opts.database);
  // Services log through the request's logger while they serve one (their lines carry its reqId), else app.log.
  const log = requestScopedLog(app.log);
  const uow = createUnitOfWork(opts.database.db, (err, what) => log.error({ err }, what));
  const db = uow.db;
  app.decorate("uow", uow);
  app.decorate("db", db);
  // What a partner sees has a version: every successful write moves it inside its unit of work (issue 16).
  let live: LiveBus | null = null;
  const versions = createDataVersions({
    db,
    base: opts.database.db,
    notify: opts.database.kind === "postgres",
    trusted: () => live?.listening() === true,
    afterCommit: (fn) => uow.afterCommit(fn),
  });
  app.decorate("versions", versions);
  app.decorate("fastPath", createFastPath({ versions, revision: config.revision ?? "r1" }));
  // Every POST, PUT, PATCH and DELETE handler runs as one unit of work, and its answer leaves after the commit.
  app.addHook("onRoute", (route) =>
    unitOfWorkRoute(uow, route, { requireAudit: config.requireAudit === true, versions }),
  );
  // Every route declares who may call it, and gets the one guard that checks it (plugins/access.ts).
  app.addHook("onRoute", routeAccessHook(app));
  app.decorate("jwt", createJwt(config.jwtSecret));
  app.decorate("jobs", createJobQueue({ database: opts.database, uow, log: app.log, settings: config.jobs }));
  // Workers start once every module has registered its kinds; on close running jobs finish or are handed back
  // (before the database closes).
  app.addHook("onReady", async () => app.jobs.start());
  app.addHook("preClose", async () => app.jobs.stop());
  app.decorate(
    "mailer",
    createMailer({
      db,
      uow,
      jobs: app.jobs,
      log,
      smtpUrl: config.smtpUrl,
      from: "Partner Portal <no-reply@partnerportal.local>",
      dropDir: path.join(config.dataDir, "outbox"),
    }),
  );
  live = createLiveBus({
    postgresUrl: opts.database.kind === "postgres" ? opts.database.url : undefined,
    channels: { [VERSION_CHANNEL]: (payload) => versions.heard(payload) },
    // Inside a unit of work the NOTIFY is part of its transaction: PostgreSQL delivers it on commit only.
    notify: (channel, payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`),
    // In one process (PGlite) delivery waits for the commit the same way.
    defer: (fn) => uow.afterCommit(fn),
    onError: (err) => app.log.error({ err }, "live notifications"),
  });
  app.decorate("live", live);
  // What was said while the LISTEN was away is lost: the versions heard are forgotten when it is back.
  live.shared("data-versions", () => versions.forget());
  // A move whose writer died before telling it is found within a second or so (data-versions `check`).
  const checkEvery = config.versionCheckMs ?? 1000;
  if (opts.database.kind === "postgres" && checkEvery > 0) {
    const timer = setInterval(() => {
      versions.check().catch((err) => app.log.warn({ err }, "checking the data versions heard"));
    }, checkEvery);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  app.addHook("onClose", async () => live.close());
  app.decorate("webhooks", createWebhookEmitter({ db, jobs: app.jobs }));
  app.decorate("notifications", createNotificationService(db, live, undefined, app.webhooks));
  app.decorate(
    "storage",
    await openFileStorage(config, db, {
      unit: uow,
      onTampered: (err) => app.log.error({ err, key: err.key }, "a stored file failed its integrity check; not served"),
    }),
  );
  // In-process caches that every instance forgets together when one of them writes (decision 017).
  const counts = createCountCache();
  app.decorate("catalogueCounts", { get: counts.get, clear: live.shared("catalogue-counts", counts.clear) });
  app.decorate(
    "referenceNamesChanged",
    live.shared("reference-names", () => invalidateReferenceNames(db)),
  );
  app.decorate("reportJobs", createReportJobs({ db, uow, queue: app.jobs, live, queries: createReportQueries(db) }));
  app.decorate(
    "auth",
    createAuthService({
      db,
      uow,
      jwt: app.jwt,
      mailer: app.mailer,
      notifications: app.notifications,
      config,
      log,
    }),
  );
  registerJobs(app);

  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  // Error messages answer in the caller's language (lib/messages.ts): the catalogs load once per process.
  await loadMessageCatalogs();
  await app.register(errorsPlugin);
  await app.register(hostileInputPlugin);
  await app.register(versionsPlugin);
  await app.register(authPlugin);
  await app.register(partnerContextPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(notificationRoutes);
      await api.register(lookupRoutes);
      await api.register(studentRoutes);
      await api.register(studentImportRoutes);
      await api.register(counsellorRoutes);
      await api.register(matchingRoutes);
      await api.register(webhookRoutes);
      await api.register(catalogueRoutes);
      await api.register(applicationRoutes);
      await api.register(taskRoutes);
      await api.register(shortlistRoutes);
      await api.register(subLoginRoutes);
      await api.register(dashboardRoutes);
      await api.register(myDayRoutes);
      await api.register(readLogRoutes);
      await api.register(studentRightsRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminStudentRoutes);
      await api.register(documentRoutes);
      await api.register(masterRoutes);
      await api.register(adminPartnerRoutes);
      await api.register(partnerSettingsRoutes);
      await api.register(apiKeyRoutes);
      await api.register(adminApplicationRoutes);
      await api.register(auditRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(ticketRoutes);
      await api.register(updateRoutes);
      await api.register(documentsBankRoutes);
      await api.register(expertRoutes);
      await api.register(paymentRoutes);
      await api.register(reportRoutes);
      await api.register(adminJobRoutes);
      await api.register(searchRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(webPlugin, { root: config.webDist ?? defaultWebDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
