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
    // partner's twelve do (the next test): one or two rows, never more.
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

  test("horizontal layout for a partner: the bar wraps the twelve entries", async ({ page }) => {
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
    await expect(shell.menuEntry("Dashboard")).toBeFocused();
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

/** SPEC.md section 4: the data-toggled value of each vertical style and navigation style at 1280 px. */
const VERTICAL: [string, string][] = [
  ["Default", "close-menu-close"],
  ["Closed", "close-menu-close"],
  ["Icon Text", "icon-text-close"],
  ["Icon Overlay", "icon-overlay-close"],
  ["Detached", "detached-close"],
];
const NAV: [string, string][] = [
  ["Menu Click", "menu-click-closed"],
  ["Menu Hover", "menu-hover-closed"],
  ["Icon Click", "icon-click-closed"],
  ["Icon Hover", "icon-hover-closed"],
];
const slug = (s: string) => s.toLowerCase().replace(/\s+/g, "-");

test.describe("sidebar toggle at 1280 px", () => {
  for (const [style, closed] of VERTICAL) {
    test(`vertical style ${style}: toggles to ${closed} and back`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.signIn(accounts.admin);
      await page.goto("/region");
      await shell.choose("Vertical styles", style);
      await shell.closeSwitcher();
      await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/);
      await expect(shell.toggle).toHaveAttribute("aria-expanded", "true");
      const open = (await shell.sidebar.boundingBox())!;
      await shell.snap(`shell-vertical-${slug(style)}`);

      await shell.toggle.click();
      await expect(shell.html).toHaveAttribute("data-toggled", closed);
      await expect(shell.toggle).toHaveAttribute("aria-expanded", "false");
      await expect.poll(async () => (await shell.sidebar.boundingBox())!.width).toBeLessThan(open.width);
      await page.mouse.move(900, 500);
      // What is on screen, not a full-page capture: Chromium's capture beyond the viewport resizes the page
      // under test and fires resize events while the next step runs.
      await shell.snapViewport(`shell-vertical-${slug(style)}-closed`);

      // Back by keyboard: the toggle is a real button for keyboard users too.
      await shell.toggle.focus();
      await expect(shell.toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/);
      await expect(shell.toggle).toHaveAttribute("aria-expanded", "true");
      await expect.poll(async () => (await shell.sidebar.boundingBox())!.width).toBe(open.width);
    });
  }

  test("vertical style Double Menu: the second panel opens and closes", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.admin);
    await page.goto("/region");
    await shell.choose("Vertical styles", "Double Menu");
    await shell.closeSwitcher();
    await expect(shell.html).toHaveAttribute("data-toggled", "double-menu-open");
    await expect(shell.nav.getByRole("link", { name: "Regions" })).toHaveAttribute("aria-current", "page");
    await shell.snap("shell-vertical-double-menu");

    await shell.toggle.click();
    await expect(shell.html).toHaveAttribute("data-toggled", "double-menu-close");
    await expect(shell.nav.getByRole("link", { name: "Regions" })).toBeHidden();
    await shell.snap("shell-vertical-double-menu-closed");

    await shell.toggle.click();
    await expect(shell.html).toHaveAttribute("data-toggled", "double-menu-open");
    await expect(shell.nav.getByRole("link", { name: "Regions" })).toBeVisible();
  });

  test("icon overlay, collapsed: the icon rail expands over the page on hover", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.toggle.click();
    await expect(shell.html).toHaveAttribute("data-toggled", "icon-overlay-close");
    await shell.settle();
    const main = (await page.locator("main").boundingBox())!;
    await page.mouse.move(700, 300);
    await expect.poll(() => shell.width(shell.menuEntry("Courses"))).toBeLessThan(60);
    await shell.menuEntry("Courses").hover();
    await expect.poll(() => shell.width(shell.menuEntry("Courses"))).toBeGreaterThan(180);
    // The page did not move: the menu lies over it.
    expect((await page.locator("main").boundingBox())!.x).toBe(main.x);
    await shell.snap("shell-vertical-icon-overlay-hover");
  });

  for (const [style, closed] of NAV) {
    test(`navigation style ${style}: toggles to ${closed} and back`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.signIn(accounts.admin);
      await shell.choose("Navigation styles", style);
      await shell.closeSwitcher();
      await expect(shell.html).toHaveAttribute("data-nav-style", closed.replace(/-closed$/, ""));
      await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/);

      await shell.toggle.click();
      await expect(shell.html).toHaveAttribute("data-toggled", closed);
      // Collapsed, Masters opens as a flyout, on click or on hover.
      const masters = shell.nav.getByRole("button", { name: "Masters" });
      if (style.endsWith("Hover")) await masters.hover();
      else await masters.click();
      await expect(page.getByRole("menu").getByRole("menuitem", { name: "Intake" })).toBeVisible();
      await shell.snap(`shell-nav-${slug(style)}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();

      await shell.toggle.click();
      await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/);
    });
  }
});

/** Menu, header and page styles together, to look at (each option's attribute is tested in shell-switcher). */
const LOOKS: { name: string; choices: [string, string][]; width?: number }[] = [
  {
    name: "shell-look-light-menu-color-header-classic-boxed",
    width: 1600,
    choices: [
      ["Menu styles", "Light"],
      ["Header styles", "Color"],
      ["Page styles", "Classic"],
      ["Layout width", "Boxed"],
    ],
  },
  {
    name: "shell-look-gradient-modern",
    choices: [
      ["Menu styles", "Gradient"],
      ["Header styles", "Gradient"],
      ["Page styles", "Modern"],
    ],
  },
  {
    name: "shell-look-transparent",
    choices: [
      ["Menu styles", "Transparent"],
      ["Header styles", "Transparent"],
    ],
  },
  {
    name: "shell-look-dark-menu-light",
    choices: [
      ["Theme color mode", "Dark"],
      ["Menu styles", "Light"],
      ["Header styles", "Color"],
    ],
  },
];

for (const look of LOOKS) {
  test(`look: ${look.name}`, async ({ page }) => {
    const shell = new ShellPage(page);
    if (look.width) await page.setViewportSize({ width: look.width, height: 900 });
    await shell.signIn(accounts.partner);
    for (const [group, option] of look.choices) await shell.choose(group, option);
    await shell.closeSwitcher();
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await shell.snap(look.name);
  });
}
