// Starts the real server on a fresh embedded database for the end-to-end run.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_DATA_DIR lets two runs side by side keep their own database and outbox.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, ".artifacts", "data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const port = process.env.E2E_PORT ?? "3100";

const env = {
  ...process.env,
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOGIN_RATE_LIMIT: "1000",
  // No recurring jobs: reminders about the demo data (SLA, unpaid claims, due updates) would reach the signed-in
  // users at random moments and change the counts and toasts the tests look at. One-off jobs (exports, mail) run.
  JOB_SCHEDULES: "off",
  // The demo Superadmin signs in in most specs without a second factor (README: REQUIRE_ADMIN_2FA).
  REQUIRE_ADMIN_2FA: "off",
  // The webhooks spec's receiver listens on the loopback address (README: WEBHOOK_ALLOW_PRIVATE, never in production).
  WEBHOOK_ALLOW_PRIVATE: "1",
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "../apps/server/src/main.ts")], {
  env,
  stdio: "inherit",
});
for (const sig of ["SIGTERM", "SIGINT"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
