import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The server's entry point: TypeScript through tsx, or the production bundle (`npm run build:server`). */
export const SERVER_MAIN = path.join(src, "main.ts");
export const COMPILED_MAIN = path.resolve(src, "../dist/main.js");

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  dataDir: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends `signal` and resolves once the process has gone, with its exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills every server process a test file started and left running (its afterAll). */
export function killServerProcesses() {
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  running.clear();
}

/**
 * A free port for a test's server, chosen by the system (its ephemeral range, away from the e2e servers' 3100+ and
 * from services the machine runs: a random pick from a fixed range once landed on a NATS server's 4222).
 */
export function randomPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server as its own process, as production runs it, and resolves once it answers /api/ready
 * (fails with its output when it exits first or is not ready within `readyWithin`). Without `databaseUrl` it runs
 * on an embedded database in `dataDir`; variables set to undefined in `env` are removed from its environment.
 */
export async function startServerProcess(
  opts: {
    databaseUrl?: string;
    dataDir?: string;
    port?: number;
    env?: NodeJS.ProcessEnv;
    compiled?: boolean;
    readyWithin?: number;
  } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await randomPort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), "pp-server-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // The demo Superadmin acts in these tests without a second factor (README: REQUIRE_ADMIN_2FA); a test may set it.
    REQUIRE_ADMIN_2FA: "off",
    JWT_SECRET: "server-process-test-secret-long-enough-for-hs256",
    // Instances with data folders of their own share one master key, as they must (decision 056).
    DATA_KEY: "5e7e".repeat(16),
    ...opts.env,
  };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const args = opts.compiled ? ["--enable-source-maps", COMPILED_MAIN] : ["--import", "tsx", SERVER_MAIN];
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let text = "";
  child.stdout?.on("data", (c) => {
    text += c;
  });
  child.stderr?.on("data", (c) => {
    text += c;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Booting under tsx takes 20 s or more on a busy CI machine.
  const deadline = Date.now() + (opts.readyWithin ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${text}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server not ready: ${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    port,
    base,
    dataDir,
    output: () => text,
    exited,
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
