import type { Page } from "@playwright/test";
import { accounts, expect, readStorage, seriousViolations, test } from "../fixtures";
import { setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";

type Dashboard = {
  scope: "partner" | "mine";
  totals: Record<"students" | "applications" | "offers" | "visas_granted" | "enrolments", number> & {
    conversion_rate: number;
  };
  by_stage: { name: string; count: number }[];
  recent_activity: { application_id: number; student: string }[];
};

/** The dashboard as the API answers it to the signed-in user (token from the page's storage). */
async function dashboardFromApi(page: Page, query = ""): Promise<Dashboard> {
  const storage = await readStorage(page);
  const token = storage.session.accessToken ?? storage.local.accessToken;
  const res = await page.request.get(`/api/partner/dashboard/${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Dashboard }).data;
}

/**
 * The stages are a list drawn with the page; the monthly and destination charts come in their own chunk
 * (recharts) once they are scrolled into view, and a busy machine can take a while to load and draw them.
 */
async function chartsDrawn(page: Page) {
  await expect(page.getByTestId("chart-by-stage").getByTestId("stage-bar").first()).toBeVisible();
  await page.getByTestId("dashboard-charts").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("chart-per-month").locator("svg .recharts-area-area")).toBeVisible({
    timeout: 20_000,
  });
}

const fmt = (n: number) => new Intl.NumberFormat("en-GB").format(n);
const pct = (r: number) => new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 }).format(r);

test.describe("sales dashboard", () => {
  test("the partner sees the figures the API gives, the charts and recent activity", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await expect(page.getByTestId("partner-name")).toHaveText(accounts.partner.partnerName);

    const api = await dashboardFromApi(page);
    expect(api.scope).toBe("partner");
    // The seeded book (150 students, 300 applications) plus what earlier specs of this run added.
    expect(api.totals.students).toBeGreaterThanOrEqual(150);
    expect(api.totals.applications).toBeGreaterThanOrEqual(300);
    const t = api.totals;
    await expect(page.getByTestId("kpi-students")).toHaveText(fmt(t.students));
    await expect(page.getByTestId("kpi-applications")).toHaveText(fmt(t.applications));
    await expect(page.getByTestId("kpi-offers")).toHaveText(fmt(t.offers));
    await expect(page.getByTestId("kpi-visas_granted")).toHaveText(fmt(t.visas_granted));
    await expect(page.getByTestId("kpi-enrolments")).toHaveText(fmt(t.enrolments));
    await expect(page.getByTestId("kpi-conversion_rate")).toHaveText(pct(t.conversion_rate));
    await expect(page.getByRole("list", { name: "Key figures" }).getByRole("listitem")).toHaveCount(6);

    // A row per stage with its name and count; the area of the months and the donut of destinations draw.
    const rows = page.getByTestId("chart-by-stage").getByTestId("stage-bar");
    await expect(rows).toHaveCount(api.by_stage.length);
    for (const [i, stage] of api.by_stage.entries()) {
      await expect(rows.nth(i)).toHaveText(`${stage.name}${fmt(stage.count)}`);
    }
    await chartsDrawn(page);
    await expect(page.getByTestId("chart-by-destination").locator("svg .recharts-pie-sector").first()).toBeVisible();
    await expect(page.getByTestId("top-providers")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Applications by stage" })).toBeVisible();
    await shell.snap("dashboard-light");
    expect(await seriousViolations(page)).toEqual([]);

    // Recent activity opens the application.
    const first = api.recent_activity[0]!;
    const link = page.getByTestId("recent-activity").getByRole("link").first();
    await expect(link).toContainText(first.student);
    await expect(link).toHaveAttribute("href", `/partner/application/${first.application_id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/partner/application/${first.application_id}$`));
  });

  test("dark mode and a phone-width screen", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await setThemeMode(page, "dark");
    await chartsDrawn(page);
    await shell.snap("dashboard-dark");
    expect(await seriousViolations(page)).toEqual([]);

    await setThemeMode(page, "light");
    await page.setViewportSize({ width: 390, height: 844 });
    await chartsDrawn(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling on a phone").toBeLessThanOrEqual(0);
    await shell.snap("dashboard-phone");
  });

  test("at 1280 px the monthly chart keeps clear of its panel's edges", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await new ShellPage(page).signIn(accounts.partner);
    await chartsDrawn(page);
    // How far the chart's labels and lines keep from the panel's padding edge, on the left and on the right.
    const gaps = () =>
      page.getByRole("region", { name: "Applications per month" }).evaluate((panel) => {
        const css = getComputedStyle(panel);
        const box = panel.getBoundingClientRect();
        const left = box.left + Number.parseFloat(css.borderLeftWidth) + Number.parseFloat(css.paddingLeft);
        const right = box.right - Number.parseFloat(css.borderRightWidth) - Number.parseFloat(css.paddingRight);
        const drawn = [...panel.querySelectorAll("[data-testid=chart-per-month] svg :is(text, line)")].map((el) =>
          el.getBoundingClientRect(),
        );
        if (drawn.length === 0) return { left: -1, right: -1 };
        return {
          left: Math.floor(Math.min(...drawn.map((r) => r.left)) - left),
          right: Math.floor(right - Math.max(...drawn.map((r) => r.right))),
        };
      });
    await expect
      .poll(async () => {
        const { left, right } = await gaps();
        return Math.min(left, right);
      })
      .toBeGreaterThanOrEqual(12);
  });

  test("on a phone the charts' code loads only when they are scrolled to, after the figures", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chartCode: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/dashboard-charts-[^/]*\.js$/.test(r.url())) chartCode.push(r.url());
    });
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(page.getByTestId("kpi-students")).toBeVisible();
    await expect(page.getByTestId("chart-by-stage").getByTestId("stage-bar").first()).toBeVisible();
    // Below the first screen the charts hold their place, and their code has not been asked for.
    const charts = page.getByTestId("dashboard-charts");
    await expect(charts).toBeAttached();
    // Two frames: an IntersectionObserver reports within the frame after the one that laid the place out.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
    );
    expect(await charts.getAttribute("data-shown")).toBeNull();
    expect(chartCode).toEqual([]);
    await chartsDrawn(page);
    expect(chartCode).toHaveLength(1);
    await expect(charts).toHaveAttribute("data-shown", "true");
  });

  test("a counsellor with applications.view switches between its own and the agency's figures", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.counsellor);
    const agency = await dashboardFromApi(page, "?scope=partner");
    const mine = await dashboardFromApi(page, "?scope=mine");
    const scope = page.getByRole("radiogroup", { name: "Figures shown" });
    await expect(scope.getByRole("radio", { name: "Whole agency" })).toBeChecked();
    await expect(page.getByTestId("kpi-applications")).toHaveText(fmt(agency.totals.applications));
    await scope.getByText("My figures").click();
    await expect(page).toHaveURL(/scope=mine/);
    await expect(page.getByTestId("kpi-students")).toHaveText(fmt(mine.totals.students));
    await expect(page.getByTestId("kpi-applications")).toHaveText(fmt(mine.totals.applications));
  });

  test("the Superadmin sees the platform figures, not the partner's, and no errors", async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/") && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${accounts.admin.name}` })).toBeVisible();
    await expect(page.getByTestId("admin-dashboard")).toBeVisible();
    await expect(page.getByTestId("kpi-students")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(failed).toEqual([]);
    await shell.snap("dashboard-admin");
  });
});
