import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { type BuildOptions, buildApp } from "../app";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { DEMO_ACCOUNTS } from "../seed/demo-accounts";
import { resetAccounts, testDatabase } from "./db";

export const TEST_DATA_KEY = "7e57".repeat(16);

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: undefined,
    dataDir: mkdtempSync(path.join(tmpdir(), "pp-test-")),
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    // One master key for every app on a worker's shared database (a key of its own would be refused: decision 056).
    dataKey: TEST_DATA_KEY,
    dataKeyOld: [],
    smtpUrl: undefined,
    logLevel: "silent",
    publicUrl: "http://portal.test",
    corsOrigins: [],
    webDist: path.join(tmpdir(), "pp-no-web-dist"),
    loginRateLimit: { perIpPerMinute: 1000, failuresPerAccount: 5, lockMinutes: 15 },
    reportSyncLimit: 10_000,
    requireAudit: true,
    // Tests write the versions' table themselves; the one that checks for untold moves calls `check` itself.
    versionCheckMs: 0,
    checkResponses: true,
    // The demo Superadmin signs in everywhere without a second factor; two-factor.test.ts turns this on.
    requireAdminTwoFactor: false,
    // Quick retries and a short hand-back on close; waiting for a job is waiting for a condition, never a sleep.
    jobs: { pollSeconds: 1, retryDelaySeconds: 1, stopSeconds: 1 },
    // No recurring job on its schedule: a run that starts when the minute turns would log, notify or write in the
    // middle of a test that looks at everything one request did (issue 39). A test of a recurring kind sends its run
    // itself (jobs/recurring.test.ts); one of the schedules themselves turns this on.
    jobSchedules: false,
    ...overrides,
  };
}

/**
 * The real app on the worker's real database, with the demo accounts freshly seeded; or on `database`, one of the
 * test's own (isolatedTestDatabase), which closes with the app. No logs and no process metrics unless `build` asks.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  own?: Database,
  build: Omit<BuildOptions, "database"> = {},
) {
  const database = own ?? (await testDatabase());
  if (!own) await resetAccounts(database);
  const app = await buildApp(testConfig(overrides), { database, logger: false, processMetrics: false, ...build });
  if (own) app.addHook("onClose", async () => own.close());
  await app.ready();
  return app;
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

type Account = keyof typeof DEMO_ACCOUNTS;

/** Signs in through the real endpoint. */
export async function login(app: TestApp, who: Account | { email: string; password: string }) {
  const creds = typeof who === "string" ? DEMO_ACCOUNTS[who] : who;
  const res = await app.inject({
    method: "POST",
    url: "/api/login/",
    payload: { email: creds.email, password: creds.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed for ${creds.email}: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    access: string;
    refresh: string;
    role: string;
    user: { id: number; partner_id: number | null; language: string | null };
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** A multipart/form-data POST: text fields first, then the optional `file`, as a browser's FormData sends them. */
export function postMultipart(
  app: TestApp,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const boundary = "----pp-test-boundary";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: "POST",
    url: `/api${url}`,
    headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

/**
 * Runs `check` while the demo sub-login (counsellor@example.com) lacks `permission`, then gives it back. The server
 * reads permissions per request, so the change applies to tokens already issued.
 */
export async function withoutPermission(app: TestApp, permission: string, check: () => Promise<void>) {
  const [c] = await app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.counsellor.email));
  await app.db
    .update(users)
    .set({ permissions: c!.permissions.filter((p) => p !== permission) })
    .where(eq(users.id, c!.id));
  // Written behind the API's back: the partner's cached sessions must be told (modules/fast-path).
  await app.versions.touch(c!.partner_id!);
  try {
    await check();
  } finally {
    await app.db.update(users).set({ permissions: c!.permissions }).where(eq(users.id, c!.id));
    await app.versions.touch(c!.partner_id!);
  }
}

/** Polls `check` every 20 ms until it holds (for events that arrive on their own); throws after `ms`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Polls a job until it reaches `state` (the queue runs it on its own); throws after `ms`. */
export async function waitForJob(app: TestApp, id: string, state: string, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const job = await app.jobs.queries.one(id);
    if (job?.state === state) return job;
    if (Date.now() > until) throw new Error(`job ${id} is ${job?.state ?? "gone"}, not ${state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls an outbox row until its delivery job has set `status` (sent, logged, failed); throws after `ms`. */
export async function waitForOutbox(app: TestApp, id: number, status: string, ms = 15_000) {
  const { outbox } = await import("../db/schema/index");
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, id));
    if (row?.status === status) return row;
    if (Date.now() > until) throw new Error(`outbox ${id} is ${row?.status ?? "gone"}, not ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
