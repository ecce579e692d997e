import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DATA_KEY: z.string().optional(),
  DATA_KEY_OLD: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  PUBLIC_URL: z.url({ error: "must be an absolute URL such as http://localhost:3000" }).optional(),
  CORS_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      "must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDR ranges",
    )
    .optional(),
  REPORT_SYNC_LIMIT: z.coerce.number().int().min(1).default(10_000),
  READ_LOG_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(3650, "must be at most 3650 days (ten years)")
    .default(365),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_000).optional(),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).optional(),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).optional(),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOB_SCHEDULES: z.enum(["on", "off"]).default("on"),
  REQUIRE_ADMIN_2FA: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  APP_REVISION: z.string().max(100, "must be at most 100 characters").optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
});

/** The job queue's timings (modules/jobs/queue.ts has the defaults). */
export interface JobSettings {
  /** A running job not finished within this is failed and retried (its worker may have died). */
  expireSeconds: number;
  /** How often expired jobs are looked for (and old ones archived), by one instance at a time. */
  maintenanceSeconds: number;
  /** How often an idle worker looks for work. */
  pollSeconds: number;
  /** Retries after the first run. */
  retryLimit: number;
  /** First retry after this (then doubling, with jitter). */
  retryDelaySeconds: number;
  /** On shutdown, running jobs get this long before they are handed back. */
  stopSeconds: number;
  /** How often recurring schedules are checked (one instance at a time; each period's job is sent once). */
  cronSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** The master key stored files' data keys are wrapped under (modules/file-keys/data-keys.ts); unset, one kept in DATA_DIR. */
  dataKey?: string;
  /** Keys retired by a rotation, read until `npm run data-key:rotate` has rewrapped everything. */
  dataKeyOld: string[];
  smtpUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
  corsOrigins: string[];
  webDist: string | undefined;
  /**
   * Sign-in limits; tests lower or raise them. `failuresPerAccount` wrong passwords lock one address out of that
   * account; `accountCeiling` (default 50) from all addresses lock the account everywhere (modules/auth/lockout.ts).
   */
  loginRateLimit: { perIpPerMinute: number; failuresPerAccount: number; lockMinutes: number; accountCeiling?: number };
  /**
   * Fastify's trustProxy: which X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host hops to believe for req.ip.
   * false (default) believes none: req.ip is the connecting address.
   */
  trustProxy?: boolean | number | string[];
  /** Exports with more rows than this run as background jobs. */
  reportSyncLimit: number;
  /** How many days the read log ("who saw what", issue 37) keeps its entries (READ_LOG_DAYS, 365 by default). */
  readLogDays?: number;
  /** Requests a minute each API key may make (API_KEY_RATE_LIMIT, 600 by default), counted across instances. */
  apiKeyRateLimit?: number;
  /** Job queue timings; unset ones take the defaults. */
  jobs?: Partial<JobSettings>;
  /**
   * Whether this instance puts the recurring jobs on their schedules (JOB_SCHEDULES, on by default). The browser
   * tests turn it off: reminders about the demo data would arrive at random moments and change what they count.
   */
  jobSchedules?: boolean;
  /**
   * The Superadmin must set up two-factor sign-in before anything else (REQUIRE_ADMIN_2FA, on by default; unset
   * counts as on). The tests and the browser tests turn it off: the demo Superadmin signs in everywhere.
   */
  requireAdminTwoFactor?: boolean;
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`; open when unset (decision 018). */
  metricsToken?: string | undefined;
  /**
   * The release, part of every list's ETag (APP_REVISION; set it to the commit each release is built from), so no
   * client is told "not modified" for a page an older release built. Instances of one release share it.
   */
  revision?: string | undefined;
  /**
   * How often (ms) each instance checks that it has heard of every committed version move (data-versions `check`);
   * 1,000 by default, 0 turns it off (tests that write the versions' table themselves, and then call it).
   */
  versionCheckMs?: number;
  /**
   * Tests only: a successful write whose unit of work recorded no audit entry fails (unless its route says
   * `config: { audit: false }` and why), so a new route without its audit entry fails the suite that exercises it.
   */
  requireAudit?: boolean;
  /**
   * Tests only: every answer is also checked against its zod response schema (what zod's serializer did before
   * decision 019), and the compiled serializer's JSON against zod's; a mismatch fails the request with a 500.
   */
  checkResponses?: boolean;
  /**
   * Webhook deliveries (issue 19). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE=1, development and tests only) lets
   * endpoints be http:// and on loopback or private addresses. `retrySeconds`: the waits before each retry
   * (modules/webhooks/retry.ts has the default); tests shorten them. `timeoutMs`: how long a receiver may take.
   */
  webhooks?: { allowPrivate?: boolean; retrySeconds?: number[]; timeoutMs?: number };
}

export class ConfigError extends Error {}

/** TRUST_PROXY as Fastify takes it: true, false, a hop count, or a list of addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((s) => s.trim());
}

/** Parses the environment once. Blank values count as unset. */
export function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  return parsed.data;
}

/** Reads JWT_SECRET, or a secret generated on first run and kept in the data folder. */
export function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, dataDir),
    dataKey: e.DATA_KEY,
    dataKeyOld: e.DATA_KEY_OLD
      ? e.DATA_KEY_OLD.split(",")
          .map((k) => k.trim())
          .filter(Boolean)
      : [],
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(",").map((s) => s.trim()) : [],
    webDist: e.WEB_DIST,
    loginRateLimit: { perIpPerMinute: e.LOGIN_RATE_LIMIT, failuresPerAccount: 5, lockMinutes: 15, accountCeiling: 50 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    reportSyncLimit: e.REPORT_SYNC_LIMIT,
    readLogDays: e.READ_LOG_DAYS,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    jobSchedules: e.JOB_SCHEDULES === "on",
    requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA === "on",
    jobs: Object.fromEntries(
      Object.entries({
        expireSeconds: e.JOB_EXPIRE_SECONDS,
        maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
        pollSeconds: e.JOB_POLL_SECONDS,
        retryLimit: e.JOB_RETRY_LIMIT,
        retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      }).filter(([, v]) => v !== undefined),
    ),
    metricsToken: e.METRICS_TOKEN,
    revision: e.APP_REVISION?.trim() || undefined,
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === "1" },
  };
}
