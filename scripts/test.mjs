// The one script that validates everything: typecheck, lint, unit and web tests, server tests on the
// embedded database (and on PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "e2e", ".artifacts", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(title);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += j.numPassedTests;
  totals.failed += j.numFailedTests;
  totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

function vitest(title, projects, name, env) {
  const out = path.join(reports, `${name}.json`);
  const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p])];
  args.push("--reporter=default", "--reporter=json", `--outputFile.json=${out}`);
  run(title, "npx", args, env);
  countVitest(out);
}

const withoutPg = { ...process.env };
delete withoutPg.TEST_DATABASE_URL;

run("typecheck", "npm", ["run", "-s", "typecheck"]);
run("lint", "npx", ["biome", "check", "."]);
vitest("unit and web tests", ["unit", "web"], "unit");
// Server tests on the embedded database: TEST_DATABASE_URL is cleared for this run.
console.log("\n(server tests on embedded PGlite)");
{
  const out = path.join(reports, "server-pglite.json");
  const r = spawnSync(
    "npx",
    ["vitest", "run", "--project", "server", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    { cwd: root, stdio: "inherit", env: withoutPg },
  );
  if (r.status !== 0) failedSteps.push("server tests (PGlite)");
  countVitest(out);
}
if (process.env.TEST_DATABASE_URL) {
  vitest("server tests on PostgreSQL", ["server"], "server-postgres", {});
} else {
  console.log("\nTEST_DATABASE_URL is not set: server tests ran on PGlite only.");
}

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && existsSync(p),
);
if (!chromium) {
  console.error(
    "\nNo Chromium found for the end-to-end tests. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  failedSteps.push("end-to-end tests (no Chromium)");
} else if (run("build web app", "npm", ["run", "-s", "build"])) {
  // The sign-in page's first load must stay within its budget (issue 3; BENCHMARKS.md, web bundle).
  run("/login JavaScript budget (130 kB gzip)", "npm", ["run", "-s", "-w", "@pp/web", "size", "--", "130"]);
  const out = path.join(reports, "e2e.json");
  run(
    "end-to-end tests in Chromium",
    "npx",
    ["playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list,json"],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, "utf8")).stats;
    totals.passed += s.expected + (s.flaky ?? 0);
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  }
}

console.log("");
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
