import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { LoginPage } from "./pages/login-page";
import { startWorkerServer, type WorkerServer } from "./worker-server";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The outbox of the server this worker talks to (each worker has its own server and data folder). */
export const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? path.join(here, ".artifacts", "data"), "outbox");
export const SCREENSHOT_DIR = path.join(here, ".artifacts", "screenshots");

/** The seeded demo accounts (README / issue 2). */
export const accounts = {
  partner: {
    email: "partner@example.com",
    password: "Partner@12345",
    name: "Priya Sharma",
    partnerName: "Global Pathways Education",
  },
  counsellor: { email: "counsellor@example.com", password: "Counsellor@12345", name: "Arjun Mehta" },
  partner2: { email: "partner2@example.com", password: "Partner@12345", partnerName: "Bright Future Consultants" },
  admin: { email: "admin@example.com", password: "Admin@12345", name: "Alex Morgan" },
} as const;

export const SESSION_KEYS = ["accessToken", "refreshToken", "role", "user", "permissions"] as const;

export type StorageSnapshot = { local: Record<string, string>; session: Record<string, string> };

/** Everything in both browser storages of the current origin. */
export async function readStorage(page: Page): Promise<StorageSnapshot> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? ""]));
    return { local: dump(window.localStorage), session: dump(window.sessionStorage) };
  });
}

/** A full-page screenshot in e2e/.artifacts/screenshots/, for looking at the pages. */
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** An e-mail address nobody has used in this run. */
export function uniqueEmail(prefix = "agency") {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The newest outbox mail to `address` (written by the server without SMTP), waiting for it to arrive. */
export async function newestMailTo(
  address: string,
  after = 0,
  /** Only a mail whose text matches (another spec's sign-in may send this address a security alert meanwhile). */
  matching?: RegExp,
): Promise<{ file: string; body: string }> {
  let found: { file: string; body: string } | undefined;
  await expect
    .poll(
      () => {
        const dir = outboxDir();
        if (!existsSync(dir)) return false;
        const files = readdirSync(dir)
          .filter((f) => f.endsWith(".txt"))
          .sort()
          .reverse();
        for (const file of files) {
          const body = readFileSync(path.join(dir, file), "utf8");
          const to = /^To:\s*(.+)$/m.exec(body)?.[1]?.trim().toLowerCase();
          if (to === address.toLowerCase() && Number.parseInt(file, 10) > after && (!matching || matching.test(body))) {
            found = { file, body };
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The number of the newest outbox file so far (0 when there is none). */
export function lastOutboxNumber(): number {
  const dir = outboxDir();
  if (!existsSync(dir)) return 0;
  return Math.max(0, ...readdirSync(dir).map((f) => Number.parseInt(f, 10) || 0));
}

export const test = base.extend<{ loginPage: LoginPage; pageProblems: string[] }, { e2eServer: WorkerServer }>({
  /**
   * Each worker starts its own server on its own embedded database (fresh demo data), so workers never see each
   * other's writes; the spec files a worker runs share it in order, as they did when the suite ran on one worker.
   */
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.url);
  },
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  /** Every test fails on an uncaught page error or a Content-Security-Policy violation. */
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, "problems reported by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits for the page's finite animations and transitions (drawers sliding in, overlays fading) to end, so that a
 * check of colours or a screenshot sees the settled page, not a frame halfway through. Endless ones (loaders,
 * skeletons) are left alone.
 */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Serious or critical axe findings (WCAG 2 A and AA) on the settled page, or only inside `include` (a selector).
 * Settling first matters: a toast or drawer caught halfway through its fade has the colours of neither state.
 */
export async function seriousViolations(page: Page, include?: string) {
  let violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"] = [];
  // Something may start moving while axe reads the page (a toast closing on its own timer as it fades, on a slow
  // machine): that reading saw a frame halfway through, so the page is settled and read again, at most three times.
  for (let reading = 1; reading <= 3; reading++) {
    await settle(page);
    await watchForMovement(page);
    let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
    if (include) builder = builder.include(include);
    violations = (await builder.analyze()).violations;
    if (!(await movedMeanwhile(page))) break;
  }
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`);
}

/** Notes, from now on, whether any transition or animation starts on the page (seriousViolations). */
async function watchForMovement(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { ppMoved?: boolean; ppWatching?: boolean };
    w.ppMoved = false;
    if (w.ppWatching) return;
    w.ppWatching = true;
    for (const kind of ["transitionstart", "animationstart"]) {
      document.addEventListener(
        kind,
        () => {
          w.ppMoved = true;
        },
        { capture: true },
      );
    }
  });
}

const movedMeanwhile = (page: Page) =>
  page.evaluate(() => (window as unknown as { ppMoved?: boolean }).ppMoved === true);
