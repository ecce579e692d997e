import type { Locator, Page } from "@playwright/test";
import { accounts, expect, readStorage, seriousViolations, test } from "../fixtures";
import { signInByApi } from "../session";

/** The count a figure shows ("1,250" → 1250). */
async function numberIn(locator: Locator) {
  return Number((await locator.innerText()).replace(/[^\d]/g, ""));
}

/** The range a list's table footer gives ("1–25 of 312"): one table per list screen. */
const listRange = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);

/** The dashboard as the API answers it to the signed-in Superadmin. */
async function figuresFromApi(page: Page) {
  const storage = await readStorage(page);
  const res = await page.request.get("/api/admin/dashboard/", {
    headers: { Authorization: `Bearer ${storage.session.accessToken}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as {
    partners: Record<string, number>;
    last_month: { month: string; applications: number };
    top_providers: { id: number; name: string; count: number }[];
  };
}

test.describe("Superadmin dashboard", () => {
  test("the figures open their lists, and each list counts the same", async ({ page }) => {
    test.setTimeout(90_000);
    await signInByApi(page, accounts.admin);
    await page.goto("/dashboard/sales");
    const figures = page.getByRole("list", { name: "Platform figures" });
    await expect(figures.getByRole("link")).toHaveCount(8);
    const api = await figuresFromApi(page);
    // The charts come after the figures, in their own chunk, once scrolled to, into a placeholder of their size
    // (the pipeline under them does not move); then the page passes axe.
    const pipelineTop = () =>
      page.getByTestId("admin-pipeline").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await pipelineTop();
    await page.getByTestId("admin-charts").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("admin-chart-counts").locator(".recharts-bar-rectangle").first()).toBeVisible({
      timeout: 20_000,
    });
    expect(await pipelineTop()).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);

    // Active partners: the partners list on its Active tab.
    const active = figures.getByTestId("admin-figure-active");
    await expect(active).toHaveText(new Intl.NumberFormat("en-GB").format(api.partners.active!));
    await active.click();
    await expect(page).toHaveURL(/\/admin\/partners\?status=active$/);
    await expect(listRange(page)).toHaveText(new RegExp(` of ${(api.partners.active ?? 0).toLocaleString("en")}$`));

    // Last month's applications: the queue filtered to that month's days.
    await page.goBack();
    const month = page.getByTestId(`admin-month-applications-${api.last_month.month}`);
    const lastMonth = await numberIn(month);
    expect(lastMonth).toBe(api.last_month.applications);
    expect(lastMonth).toBeGreaterThan(0);
    await month.click();
    await expect(page).toHaveURL(/\/admin\/applications\?created_from=\d{4}-\d{2}-01&created_to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId("admin-applications-count")).toHaveText(
      `${lastMonth.toLocaleString("en")} applications`,
    );
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeVisible();

    // Last month's students: the students list of that month.
    await page.goBack();
    const students = page.getByTestId(`admin-month-students-${api.last_month.month}`);
    const lastMonthStudents = await numberIn(students);
    await students.click();
    await expect(page).toHaveURL(/\/admin\/students\?created_from=/);
    await expect(page.getByTestId("admin-students-count")).toHaveText(
      `Students found: ${lastMonthStudents.toLocaleString("en")}`,
    );
    await expect(listRange(page)).toHaveText(new RegExp(` of ${lastMonthStudents.toLocaleString("en")}$`));
    expect(await seriousViolations(page)).toEqual([]);

    // The top provider: the queue filtered to it, the filter named.
    await page.goBack();
    const top = api.top_providers[0]!;
    await page.getByTestId("admin-top-providers").getByRole("link", { name: top.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications\\?provider=${top.id}$`));
    await expect(page.getByTestId("admin-applications-count")).toHaveText(
      `${top.count.toLocaleString("en")} applications`,
    );
    await expect(page.getByTestId("provider-filter")).toContainText(top.name);

    // A pipeline status: the queue by status.
    await page.goBack();
    const row = page.getByTestId("admin-pipeline").getByRole("row").filter({ hasText: "Under review" });
    const underReview = await numberIn(row.getByRole("link"));
    await row.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/applications\?status=\d+$/);
    await expect(page.getByTestId("admin-applications-count")).toHaveText(
      `${underReview.toLocaleString("en")} application${underReview === 1 ? "" : "s"}`,
    );

    // Overdue commission claims: the payments list with overdue only.
    await page.goBack();
    const overdue = await numberIn(figures.getByTestId("admin-figure-overdue"));
    expect(overdue).toBeGreaterThan(0);
    await figures.getByTestId("admin-figure-overdue").click();
    await expect(page).toHaveURL(/\/admin\/payments\?overdue=true$/);
    await expect(listRange(page)).toHaveText(new RegExp(` of ${overdue.toLocaleString("en")}$`));
  });

  test("at 390 px, in Arabic and dark mode, the cards stack and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const state = { themeMode: "dark", headerStyles: "dark", language: "ar", dir: "rtl" };
      localStorage.setItem("pp-theme", JSON.stringify({ state, version: 1 }));
    });
    await signInByApi(page, accounts.admin);
    await page.goto("/dashboard/sales");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const cards = page.locator("[data-figure]");
    await expect(cards).toHaveCount(8);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    // One chart above the other here: each placeholder is as high as its own chart, so the pipeline stays put.
    const pipelineTop = () =>
      page.getByTestId("admin-pipeline").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await pipelineTop();
    await page.getByTestId("admin-charts").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("admin-chart-counts").locator(".recharts-bar-rectangle").first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId("admin-chart-medians").locator(".recharts-bar-rectangle").first()).toBeVisible();
    expect(await pipelineTop()).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The students list the month's figures open reads well there too.
    await page.locator("[data-figure=students-this-month]").click();
    await expect(page.getByTestId("admin-students-count")).toBeVisible();
    await expect(page.getByText(/^\d+–\d+/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
