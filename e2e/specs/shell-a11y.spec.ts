import { accounts, expect, seriousViolations, test } from "../fixtures";
import { ShellPage } from "../pages/shell-page";

test.describe("shell accessibility (axe-core, WCAG 2 A and AA)", () => {
  test("light, with a group open", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    await page.goto("/region");
    await expect(shell.nav.getByRole("link", { name: "Regions" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("dark", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(shell.html).toHaveAttribute("data-theme-mode", "dark");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("RTL", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.choose("Direction", "RTL");
    await shell.closeSwitcher();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the theme switcher, both tabs", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.openSwitcher();
    expect(await seriousViolations(page)).toEqual([]);
    await shell.openSwitcher("Theme Colors");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the off-canvas menu at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.toggle.click();
    await expect(shell.nav).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
