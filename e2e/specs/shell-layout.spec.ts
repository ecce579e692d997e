import { accounts, expect, test } from "../fixtures";
import { ShellPage } from "../pages/shell-page";

test.describe("the application shell", () => {
  test("light by default; the header's toggle switches to dark and back", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(shell.html).toHaveAttribute("data-theme-mode", "light");
    await expect(shell.html).toHaveAttribute("data-mantine-color-scheme", "light");
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await shell.snap("shell-light");

    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(shell.html).toHaveAttribute("data-theme-mode", "dark");
    await expect(shell.html).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(shell.html).toHaveAttribute("data-header-styles", "dark");
    await expect(shell.html).toHaveAttribute("data-menu-styles", "dark");
    const bg = await page.locator("main").evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    const [r = 255, g = 255, b = 255] = bg.match(/\d+/g)!.map(Number);
    expect(r + g + b, `page background ${bg}`).toBeLessThan(150);
    await shell.snap("shell-dark");

    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect(shell.html).toHaveAttribute("data-theme-mode", "light");
    await expect(shell.html).toHaveAttribute("data-header-styles", "light");
    await expect(page.getByRole("button", { name: "Switch to dark mode" })).toBeVisible();
  });

  test("the logo leads to the dashboard and the current page is highlighted", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(shell.menuEntry("Dashboard")).toHaveAttribute("aria-current", "page");
    await shell.menuEntry("Manage Application").click();
    await expect(page).toHaveURL(/\/partner\/student$/);
    await expect(shell.menuEntry("Manage Application")).toHaveAttribute("aria-current", "page");
    await expect(shell.menuEntry("Dashboard")).not.toHaveAttribute("aria-current", /.*/);

    await page.getByRole("link", { name: "Partner Portal home" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
  });

  test("the header is sticky and takes its pinned style after 30 px of scroll", async ({ page }) => {
    const shell = new ShellPage(page);
    await page.setViewportSize({ width: 1280, height: 500 });
    await shell.signIn(accounts.partner);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await expect(shell.header).not.toHaveAttribute("data-header-pinned", /.*/);
    await page.mouse.move(700, 300); // over the page, not the menu (which scrolls on its own)
    await page.mouse.wheel(0, 200);
    await expect(shell.header).toHaveAttribute("data-header-pinned", "true");
    expect((await shell.header.boundingBox())!.y).toBe(0);
    await page.mouse.wheel(0, -400);
    await expect(shell.header).not.toHaveAttribute("data-header-pinned", /.*/);
  });

  test("RTL mirrors the layout", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    const ltr = (await shell.sidebar.boundingBox())!;
    expect(ltr.x).toBeLessThan(5);
    await shell.choose("Direction", "RTL");
    await shell.closeSwitcher();
    await expect(shell.html).toHaveAttribute("dir", "rtl");
    await expect.poll(async () => (await shell.sidebar.boundingBox())!.x).toBeGreaterThan(1280 - ltr.width - 5);
    const main = (await page.locator("main").boundingBox())!;
    const rtl = (await shell.sidebar.boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(rtl.x + 1);
    // The header's buttons mirror too: the sidebar toggle is now on the right, theme settings on the left.
    const toggle = (await shell.toggle.boundingBox())!;
    const settings = (await shell.settings.boundingBox())!;
    expect(settings.x).toBeLessThan(toggle.x);
    await shell.snap("shell-rtl");
  });

  test("the horizontal layout puts the menu in a bar under the header, with dropdowns for groups", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    await shell.choose("Navigation layout", "Horizontal");
    await shell.closeSwitcher();
    await expect(shell.html).toHaveAttribute("data-nav-layout", "horizontal");
    const header = (await shell.header.boundingBox())!;
    const bar = (await shell.sidebar.boundingBox())!;
    expect(Math.round(bar.y)).toBe(Math.round(header.y + header.height));
    expect(bar.width).toBeGreaterThan(1200);
    // Since Background jobs joined the Superadmin's menu its entries wrap to a second row at 1280 px, as the
    // partner's fourteen do (the next test): one or two rows, never more.
    expect(bar.height).toBeLessThan(110);
    await expect(shell.toggle).toBeHidden();

    // Masters opens as a dropdown (menu click: on click).
    await shell.nav.getByRole("button", { name: "Masters" }).click();
    const dropdown = page.getByRole("menu");
    await expect(dropdown.getByRole("menuitem", { name: "Regions" })).toBeVisible();
    await shell.snap("shell-horizontal-admin");
    await dropdown.getByRole("menuitem", { name: "Country" }).click();
    await expect(page).toHaveURL(/\/country$/);
    await expect(dropdown).toBeHidden();

    // Icon hover: icons only, the group opens on hover.
    await shell.choose("Navigation styles", "Icon Hover");
    await shell.closeSwitcher();
    await expect.poll(() => shell.width(shell.menuEntry("Dashboard"))).toBeLessThan(48);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await shell.menuEntry("Dashboard").hover();
    await expect(page.getByRole("tooltip")).toHaveText("Dashboard");
    await shell.nav.getByRole("button", { name: "Masters" }).hover();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: "Roles" })).toBeVisible();
  });

  test("horizontal layout for a partner: the bar wraps the fourteen entries", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.choose("Navigation layout", "Horizontal");
    await shell.closeSwitcher();
    for (const title of ["Dashboard", "Sub Logins", "Update Payment Status", "Courses"]) {
      await expect(shell.menuEntry(title)).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shell.snap("shell-horizontal");
  });

  test("at 390 px the toggle opens the off-canvas menu over an overlay that closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(shell.html).toHaveAttribute("data-toggled", "close");
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await expect(shell.nav).toBeHidden();
    await expect(shell.overlay).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shell.snap("shell-390");

    await shell.toggle.click();
    await expect(shell.html).toHaveAttribute("data-toggled", "open");
    await expect(shell.overlay).toBeVisible();
    await expect(shell.menuEntry("Courses")).toBeVisible();
    await expect(shell.toggle).toHaveAttribute("aria-expanded", "true");
    // The first entry takes the focus (My day leads the partner's menu, issue 36).
    await expect(shell.menuEntry("My day")).toBeFocused();
    await shell.snapViewport("shell-390-menu-open");
    // Focus stays in the open menu and its toggle: Tab and Shift+Tab go round them (reaching the toggle),
    // never the page behind.
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest("#app-sidebar")));
    for (const key of ["Tab", "Shift+Tab"]) {
      let reachedToggle = false;
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(key);
        const onToggle = await shell.toggle.evaluate((el) => el === document.activeElement);
        reachedToggle ||= onToggle;
        expect(onToggle || (await focusInMenu()), `${key} #${i + 1}`).toBe(true);
      }
      expect(reachedToggle, key).toBe(true);
    }

    await shell.overlay.click({ position: { x: 360, y: 400 } });
    await expect(shell.html).toHaveAttribute("data-toggled", "close");
    await expect(shell.overlay).toHaveCount(0);
    await expect(shell.nav).toBeHidden();

    // Escape closes it too, and following a link closes it.
    await shell.toggle.click();
    await expect(shell.nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(shell.html).toHaveAttribute("data-toggled", "close");
    await expect(shell.toggle).toBeFocused();
    await shell.toggle.click();
    await shell.menuEntry("Courses").click();
    await expect(page).toHaveURL(/\/partner\/courses$/);
    await expect(shell.html).toHaveAttribute("data-toggled", "close");
  });

  test("resizing below 992 px closes the menu; growing back reopens it", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(shell.html).toHaveAttribute("data-toggled", "close");
    await expect(shell.nav).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/);
    await expect(shell.nav).toBeVisible();
  });

  test("the full-screen button follows the real full-screen state", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await page.getByRole("button", { name: "Full screen", exact: true }).click();
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // Leaving full screen another way (as Esc does) is reflected too.
    await page.evaluate(() => document.exitFullscreen());
    await expect(page.getByRole("button", { name: "Full screen", exact: true })).toBeVisible();
  });
});
