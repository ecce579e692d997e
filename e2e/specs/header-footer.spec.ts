import { accounts, expect, snap, test } from "../fixtures";
import { setThemeMode, signInAs } from "../pages/header";

test("the footer carries the product's name and this year, with Help, Terms and Privacy", async ({ page }) => {
  await signInAs(page, accounts.partner);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Partner Portal`);
  await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/pages/terms-conditions");
  await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/pages/privacy-policy");
  await footer.getByRole("link", { name: "Help" }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test("/help has a table of contents, and Scroll to top appears after scrolling and takes you back", async ({
  page,
}) => {
  await signInAs(page, accounts.partner);
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  const contents = page.getByRole("navigation", { name: "On this page" });
  await expect(contents.getByRole("link")).toHaveCount(12);
  await snap(page, "header-help-light");

  const toTop = page.getByRole("button", { name: "Scroll to top" });
  await expect(toTop).toBeHidden();
  await contents.getByRole("link", { name: "Contacting support" }).click();
  await expect(page).toHaveURL(/\/help#support$/);
  await expect(page.getByRole("heading", { name: "Contacting support" })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();

  await page.mouse.wheel(0, 60);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
  await expect(toTop).toBeHidden();

  await setThemeMode(page, "dark");
  await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  await snap(page, "header-help-dark");
});
