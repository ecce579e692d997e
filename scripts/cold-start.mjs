// Cold start of the compiled server (`npm run bench:start`; build first with `npm run build:server`): from process
// start to /api/ready answering 200, on a fresh PGlite data folder (migrations and the demo seed run first) and then
// on that existing folder, three times each way (RUNS); also the TypeScript entry through tsx, for comparison. Besides the
// wall time it reads the process's CPU time at that moment (Linux /proc), which a busy machine inflates far less.
// Figures go to BENCHMARKS.md by hand.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const compiled = path.join(root, "apps/server/dist/main.js");
if (!existsSync(compiled)) {
  console.error("apps/server/dist/main.js is missing: run `npm run build:server` first.");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3990);
const runs = Number(process.env.RUNS ?? 3);

/** CPU time (user + system) the process has used, in ms; NaN where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function startOnce(args, dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: "ignore" });
  const exited = new Promise((r) => child.once("exit", r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { wall: performance.now() - t0, cpu: cpuMs(child.pid) };
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
for (const [label, args] of [
  ["compiled (node apps/server/dist/main.js)", ["--enable-source-maps", compiled]],
  ["tsx (apps/server/src/main.ts)", ["--import", "tsx", path.join(root, "apps/server/src/main.ts")]],
]) {
  const fresh = [];
  const existing = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), "pp-cold-"));
    fresh.push(await startOnce(args, dir));
    existing.push(await startOnce(args, dir));
    rmSync(dir, { recursive: true, force: true });
  }
  const line = (runs) =>
    `wall median ${fmt(median(runs.map((r) => r.wall)))} [${runs.map((r) => fmt(r.wall)).join(", ")}], ` +
    `CPU median ${fmt(median(runs.map((r) => r.cpu)))}`;
  console.log(
    `${label}\n  fresh data folder (migrate + seed): ${line(fresh)}\n  existing data folder: ${line(existing)}`,
  );
}
