import { cpus } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_MISSING, findChromium } from "./chromium";

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_MISSING);

// Each worker starts its own server and database (fixtures.ts, worker-server.ts). Two workers on a 2-core machine
// keep both cores busy while one side waits on the other; E2E_WORKERS overrides it.
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, Math.min(4, Math.floor(cpus().length / 2))));

export default defineConfig({
  testDir: "./specs",
  outputDir: "./.artifacts/test-results",
  // Files are shared out among the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers,
  // A flaky test is fixed, not retried (issue 21).
  retries: 0,
  // A test's whole budget. A journey with several axe checks takes 30-45 s on a slow machine (axe alone took 8-16 s
  // per page on the fourth session's machine while the suite ran), so 30 s failed tests that were not broken.
  timeout: 60_000,
  // The CI machine runs the browser suite about twice as slowly as a developer's: waits allow for it.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { outputFolder: "./.artifacts/report", open: "never" }]],
  use: {
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
});
