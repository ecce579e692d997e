// One real server per Playwright worker, each on its own port and its own embedded database.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export type WorkerServer = { url: string; dataDir: string; stop: () => Promise<void> };

/** The first worker's port; worker N listens on BASE_PORT + N (E2E_PORT moves the whole range). */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Starts the server for worker `index` and waits until /api/ready answers; fails with the server's log if it dies. */
export async function startWorkerServer(index: number): Promise<WorkerServer> {
  const port = BASE_PORT + index;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(here, ".artifacts", `data-${port}`);
  const logFile = path.join(here, ".artifacts", `server-${port}.log`);
  // A server left running by an earlier run would answer /api/ready below in place of ours: refuse to start.
  const taken = await fetch(`${url}/api/ready`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken by another server (one left by an earlier run?): stop it first.`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [path.join(here, "start-server.mjs")], {
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The e2e server on port ${port} exited (${child.exitCode}):\n${readFileSync(logFile, "utf8")}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The e2e server on port ${port} was not ready in time:\n${readFileSync(logFile, "utf8")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
}
