import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import { type CountCache, createCountCache } from "./lib/count-cache";
import { createJwt, type Jwt } from "./lib/jwt";
import { createLiveBus, type LiveBus } from "./lib/live-bus";
import { createMailer, type Mailer } from "./lib/mailer";
import { diskStorage, type FileStorage } from "./lib/storage";
import { adminApplicationRoutes } from "./modules/admin/applications-routes";
import { auditRoutes } from "./modules/admin/audit-routes";
import { adminCatalogueRoutes } from "./modules/admin/catalogue-routes";
import { adminPartnerRoutes } from "./modules/admin/partners-routes";
import { authRoutes } from "./modules/auth/routes";
import { type AuthService, createAuthService } from "./modules/auth/service";
import { expertRoutes } from "./modules/experts/routes";
import { healthRoutes } from "./modules/health/routes";
import { masterRoutes } from "./modules/masters/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { createNotificationService, type NotificationService } from "./modules/notifications/service";
import { applicationRoutes } from "./modules/partner/applications-routes";
import { catalogueRoutes } from "./modules/partner/catalogue-routes";
import { dashboardRoutes } from "./modules/partner/dashboard-routes";
import { documentRoutes } from "./modules/partner/documents-routes";
import { lookupRoutes } from "./modules/partner/lookups";
import { shortlistRoutes } from "./modules/partner/shortlist-routes";
import { studentRoutes } from "./modules/partner/students-routes";
import { subLoginRoutes } from "./modules/partner/sublogins-routes";
import { paymentRoutes } from "./modules/payments/routes";
import { createReportJobs } from "./modules/reports/jobs";
import { reportRoutes } from "./modules/reports/routes";
import { documentsBankRoutes } from "./modules/support/documents-bank-routes";
import { ticketRoutes } from "./modules/support/tickets-routes";
import { updateRoutes } from "./modules/support/updates-routes";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { openapiPlugin } from "./plugins/openapi";
import { partnerContextPlugin } from "./plugins/partner-context";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    jwt: Jwt;
    mailer: Mailer;
    notifications: NotificationService;
    auth: AuthService;
    storage: FileStorage;
    /** Totals of the public course finder, shared by all callers; catalogue writes clear it. */
    catalogueCounts: CountCache;
    /** Pushes events to users' open pages (SSE), across instances on PostgreSQL. */
    live: LiveBus;
  }
}

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export interface BuildOptions {
  database: Database;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole application as a Fastify instance. It never listens; main.ts and tests decide that. */
export async function buildApp(config: AppConfig, opts: BuildOptions) {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", opts.database);
  app.decorate("db", opts.database.db);
  app.decorate("jwt", createJwt(config.jwtSecret));
  app.decorate(
    "mailer",
    createMailer({
      db: opts.database.db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      from: "Partner Portal <no-reply@partnerportal.local>",
      dropDir: path.join(config.dataDir, "outbox"),
    }),
  );
  const live = createLiveBus({
    postgresUrl: opts.database.kind === "postgres" ? opts.database.url : undefined,
    notify: (channel, payload) => opts.database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    onError: (err) => app.log.error({ err }, "live notifications"),
  });
  app.decorate("live", live);
  app.addHook("onClose", async () => live.close());
  app.decorate("notifications", createNotificationService(opts.database.db, live));
  app.decorate("storage", diskStorage(path.join(config.dataDir, "files")));
  app.decorate("catalogueCounts", createCountCache());
  app.decorate(
    "reportJobs",
    createReportJobs({ db: opts.database.db, storage: app.storage, notifications: app.notifications, log: app.log }),
  );
  app.addHook("onClose", async () => app.reportJobs.idle());
  app.decorate(
    "auth",
    createAuthService({
      db: opts.database.db,
      jwt: app.jwt,
      mailer: app.mailer,
      notifications: app.notifications,
      config,
      log: app.log,
    }),
  );
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(partnerContextPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(notificationRoutes);
      await api.register(lookupRoutes);
      await api.register(studentRoutes);
      await api.register(catalogueRoutes);
      await api.register(applicationRoutes);
      await api.register(shortlistRoutes);
      await api.register(subLoginRoutes);
      await api.register(dashboardRoutes);
      await api.register(documentRoutes);
      await api.register(masterRoutes);
      await api.register(adminPartnerRoutes);
      await api.register(adminApplicationRoutes);
      await api.register(auditRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(ticketRoutes);
      await api.register(updateRoutes);
      await api.register(documentsBankRoutes);
      await api.register(expertRoutes);
      await api.register(paymentRoutes);
      await api.register(reportRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(webPlugin, { root: config.webDist ?? defaultWebDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
