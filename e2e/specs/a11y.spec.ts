import { accounts, expect, seriousViolations, test } from "../fixtures";

const publicPages = [
  "/login",
  "/authentication/sign-up/sign-up-basic",
  "/authentication/reset-password/reset-basic",
  "/authentication/reset-password/confirm?token=abc",
  "/pages/terms-conditions",
  "/pages/privacy-policy",
  "/no/such/page",
];

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
