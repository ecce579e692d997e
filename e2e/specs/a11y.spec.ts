import AxeBuilder from "@axe-core/playwright";
import { accounts, expect, test } from "../fixtures";

const publicPages = [
  "/login",
  "/authentication/sign-up/sign-up-basic",
  "/authentication/reset-password/reset-basic",
  "/authentication/reset-password/confirm?token=abc",
  "/pages/terms-conditions",
  "/pages/privacy-policy",
  "/no/such/page",
];

async function seriousViolations(page: import("@playwright/test").Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the dashboard has no serious accessibility violations", async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.signIn(accounts.partner.email, accounts.partner.password);
  await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
