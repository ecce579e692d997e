import { accounts, expect, test } from "../fixtures";
import { ShellPage } from "../pages/shell-page";

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
    // What is on screen: a full-page capture resizes the page under test while the next step runs (see above).
    await shell.snapViewport("shell-vertical-double-menu-closed");

    // Under load this click was once lost (CI, 2026-11-27): click again only while the panel is still closed.
    await expect(async () => {
      if ((await shell.html.getAttribute("data-toggled")) === "double-menu-close") await shell.toggle.click();
      await expect(shell.html).toHaveAttribute("data-toggled", "double-menu-open", { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
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
      // A flyout opened by hover may open again under a pointer that stays on its button (CI, 2026-11-27: still
      // open 10 s after Escape): the pointer leaves the menu first, as a person's would.
      if (style.endsWith("Hover")) await page.mouse.move(900, 500);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();

      // Under load the first click after the flyout closes was once lost (CI, 2026-11-26): click again only while
      // the sidebar is still collapsed.
      await expect(async () => {
        if (await shell.html.getAttribute("data-toggled")) await shell.toggle.click();
        await expect(shell.html).not.toHaveAttribute("data-toggled", /.*/, { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
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
