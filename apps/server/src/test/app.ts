import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import type { AppConfig } from "../config";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts";
import { resetAccounts, testDatabase } from "./db";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: undefined,
    dataDir: mkdtempSync(path.join(tmpdir(), "pp-test-")),
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    smtpUrl: undefined,
    logLevel: "silent",
    publicUrl: "http://portal.test",
    corsOrigins: [],
    webDist: path.join(tmpdir(), "pp-no-web-dist"),
    loginRateLimit: { perIpPerMinute: 1000, failuresPerAccount: 5, lockMinutes: 15 },
    reportSyncLimit: 10_000,
    ...overrides,
  };
}

/** The real app on the worker's real database, with the demo accounts freshly seeded. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}) {
  const database = await testDatabase();
  await resetAccounts(database);
  const app = await buildApp(testConfig(overrides), { database, logger: false });
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
    user: { id: number; partner_id: number | null };
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
