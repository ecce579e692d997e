// Lighthouse (mobile, headless Debian Chromium) on /login and on the partner dashboard after sign-in (issue 16).
// Usage: npm run lighthouse   (builds the web app, starts the real server on a fresh embedded database with the
// demo data, measures, stops). RUNS=n measures each page n times and reports the median; --json keeps the reports;
// PAGES=dashboard (or login) measures that page only.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3390);
const debugPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const chromePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
if (!chromePath) throw new Error("No Chromium: install Debian's chromium or set CHROMIUM_PATH.");
if (!existsSync(path.join(root, "apps/web/dist/index.html"))) throw new Error("Build the web app first.");

const dataDir = mkdtempSync(path.join(tmpdir(), "pp-lighthouse-"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
    JOB_SCHEDULES: "off",
    DATABASE_URL: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

async function ready() {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (server.exitCode !== null) throw new Error("the server exited");
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server was not ready in time");
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await ready();
  // Chromium through Playwright, with a DevTools port for Lighthouse: Playwright writes the signed-in session into
  // the origin's storage (as "Remember password" leaves it), and Lighthouse keeps it (disableStorageReset).
  // A persistent context is the browser's default one, whose storage the tab Lighthouse opens shares (a context of
  // chromium.launch() would be a separate, incognito-like one).
  const profile = mkdtempSync(path.join(tmpdir(), "pp-lighthouse-profile-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [
      `--remote-debugging-port=${debugPort}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  const login = await (
    await fetch(`${base}/api/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
    })
  ).json();

  const results = [];
  const targets = [
    { name: "/login", url: `${base}/login`, signedIn: false },
    { name: "partner dashboard", url: `${base}/dashboard/sales`, signedIn: true },
  ].filter((t) => !process.env.PAGES || t.name.includes(process.env.PAGES));
  for (const target of targets) {
    const scores = { performance: [], accessibility: [], fcp: [], lcp: [], tbt: [], cls: [] };
    for (let i = 0; i < runs; i++) {
      await page.goto(`${base}/login`);
      await page.evaluate(
        ({ s, on }) => {
          window.localStorage.clear();
          window.sessionStorage.clear();
          if (!on) return;
          window.localStorage.setItem("accessToken", s.access);
          window.localStorage.setItem("refreshToken", s.refresh);
          window.localStorage.setItem("role", s.role);
          window.localStorage.setItem("user", JSON.stringify(s.user));
          window.localStorage.setItem("permissions", JSON.stringify(s.permissions));
        },
        { s: login.data, on: target.signedIn },
      );
      const run = await lighthouse(target.url, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: true,
      });
      const lhr = run.lhr;
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname) {
        throw new Error(`${target.name}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${target.url}`);
      }
      scores.performance.push(Math.round(lhr.categories.performance.score * 100));
      scores.accessibility.push(Math.round(lhr.categories.accessibility.score * 100));
      scores.fcp.push(lhr.audits["first-contentful-paint"].numericValue);
      scores.lcp.push(lhr.audits["largest-contentful-paint"].numericValue);
      scores.tbt.push(lhr.audits["total-blocking-time"].numericValue);
      scores.cls.push(lhr.audits["cumulative-layout-shift"].numericValue);
      if (process.argv.includes("--json")) {
        writeFileSync(path.join(tmpdir(), `lighthouse-${target.name.replace(/\W+/g, "-")}-${i}.json`), run.report);
      }
    }
    results.push({ name: target.name, scores });
  }
  await browser.close();
  rmSync(profile, { recursive: true, force: true });

  console.log(
    `\nLighthouse ${runs} run(s) per page, mobile (Lighthouse's default emulation and simulated throttling), Debian Chromium, median:\n`,
  );
  console.log("| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | target |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  let failed = 0;
  for (const r of results) {
    const perf = median(r.scores.performance);
    const a11y = median(r.scores.accessibility);
    const met = perf >= 95 && a11y === 100;
    if (!met) failed += 1;
    console.log(
      `| ${r.name} | ${perf} | ${a11y} | ${Math.round(median(r.scores.fcp))} | ${Math.round(median(r.scores.lcp))} | ${Math.round(median(r.scores.tbt))} | ${median(r.scores.cls).toFixed(3)} | performance ≥ 95, accessibility 100: ${met ? "met" : "not met"} |`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  stop();
}
