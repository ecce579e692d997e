import { accounts, expect, test } from "../fixtures";
import { ShellPage } from "../pages/shell-page";

const PARTNER_MENU = [
  "My day",
  "Dashboard",
  "Sub Logins",
  "Important Updates",
  "Click & Resolve",
  "Tasks",
  "Manage Application",
  "Total Applications",
  "Education Providers",
  "Documents Bank",
  "University Expert",
  "Export Reports",
  "Update Payment Status",
  "Courses",
];

test.describe("side menu by role and permission", () => {
  test("a partner sees the fourteen entries in order, under their headings", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(shell.nav.getByRole("link")).toHaveText(PARTNER_MENU);
    await expect(shell.nav.getByText("Main", { exact: true })).toBeVisible();
    await expect(shell.nav.getByText("Partner", { exact: true })).toBeVisible();
  });

  test("a sub-login does not see what its permissions exclude, nor reach it by URL", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.counsellor);
    await expect(shell.menuEntry("Manage Application")).toBeVisible();
    await expect(shell.menuEntry("Courses")).toBeVisible();
    // The category heading stays although its first entry (Sub Logins) is hidden.
    await expect(shell.nav.getByText("Partner", { exact: true })).toBeVisible();
    for (const hidden of ["Sub Logins", "Export Reports", "Update Payment Status"]) {
      await expect(shell.nav.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    await page.goto("/partner/sublogins");
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    await expect(shell.nav.getByRole("link", { name: "Sub Logins" })).toHaveCount(0);
  });

  test("a Superadmin sees Dashboard and the Masters group, Regions once", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    await expect(shell.nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(shell.nav.getByRole("link", { name: "Manage Application" })).toHaveCount(0);
    const masters = shell.nav.getByRole("button", { name: "Masters" });
    await expect(masters).toHaveAttribute("aria-expanded", "false");
    await masters.click();
    await expect(masters).toHaveAttribute("aria-expanded", "true");
    const group = page.locator(`#${await masters.getAttribute("aria-controls")}`);
    await expect(group.getByRole("link")).toHaveText([
      "Roles",
      "Year",
      "Intake",
      "Application",
      "Country",
      "Regions",
      "Study Levels",
      "Currency Rates",
    ]);
    await expect(shell.nav.getByRole("link", { name: "Regions" })).toHaveCount(1);
    await masters.click();
    await expect(masters).toHaveAttribute("aria-expanded", "false");
    await expect(group.getByRole("link", { name: "Roles" })).toBeHidden();
  });

  test("the group holding the current page is open on load, with the page highlighted", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    await page.goto("/intake");
    await expect(shell.nav.getByRole("button", { name: "Masters" })).toHaveAttribute("aria-expanded", "true");
    await expect(shell.nav.getByRole("link", { name: "Intake" })).toHaveAttribute("aria-current", "page");
  });

  test("the menu works from the keyboard with a visible focus ring", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    const masters = shell.nav.getByRole("button", { name: "Masters" });
    await masters.focus();
    await page.keyboard.press("Enter");
    await expect(masters).toHaveAttribute("aria-expanded", "true");
    const roles = shell.nav.getByRole("link", { name: "Roles" });
    // The group opens with an animation: until its links are shown, Tab would skip past them.
    await expect(roles).toBeVisible();
    await expect(masters).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(roles).toBeFocused();
    const outline = await roles.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/role$/);
    await expect(roles).toHaveAttribute("aria-current", "page");
  });

  test("the skip link jumps to the page", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
