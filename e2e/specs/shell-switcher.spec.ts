import { accounts, expect, test } from "../fixtures";
import { ShellPage } from "../pages/shell-page";

/** Every radio group of the Theme Styles tab: option label -> the value of its <html> attribute. */
const STYLE_GROUPS: { group: string; attr: string; options: [string, string][] }[] = [
  {
    group: "Theme color mode",
    attr: "data-theme-mode",
    options: [
      ["Dark", "dark"],
      ["Light", "light"],
    ],
  },
  {
    group: "Direction",
    attr: "dir",
    options: [
      ["RTL", "rtl"],
      ["LTR", "ltr"],
    ],
  },
  {
    group: "Vertical styles",
    attr: "data-vertical-style",
    options: [
      ["Default", "default"],
      ["Closed", "closed"],
      ["Icon Text", "icontext"],
      ["Detached", "detached"],
      ["Double Menu", "doublemenu"],
      ["Icon Overlay", "overlay"],
    ],
  },
  {
    group: "Navigation styles",
    attr: "data-nav-style",
    options: [
      ["Menu Click", "menu-click"],
      ["Menu Hover", "menu-hover"],
      ["Icon Click", "icon-click"],
      ["Icon Hover", "icon-hover"],
    ],
  },
  {
    group: "Navigation layout",
    attr: "data-nav-layout",
    options: [
      ["Horizontal", "horizontal"],
      ["Vertical", "vertical"],
    ],
  },
  {
    group: "Page styles",
    attr: "data-page-style",
    options: [
      ["Classic", "classic"],
      ["Modern", "modern"],
      ["Regular", "regular"],
      ["Classic", "classic"],
    ],
  },
  {
    group: "Layout width",
    attr: "data-width",
    options: [
      ["Boxed", "boxed"],
      ["Full Width", "fullwidth"],
      ["Boxed", "boxed"],
    ],
  },
  {
    group: "Menu position",
    attr: "data-menu-position",
    options: [
      ["Scrollable", "scrollable"],
      ["Fixed", "fixed"],
      ["Scrollable", "scrollable"],
    ],
  },
  {
    group: "Header position",
    attr: "data-header-position",
    options: [
      ["Scrollable", "scrollable"],
      ["Fixed", "fixed"],
      ["Scrollable", "scrollable"],
    ],
  },
  {
    group: "Menu styles",
    attr: "data-menu-styles",
    options: [
      ["Light", "light"],
      ["Color", "color"],
      ["Gradient", "gradient"],
      ["Transparent", "transparent"],
      ["Dark", "dark"],
      ["Gradient", "gradient"],
    ],
  },
  {
    group: "Header styles",
    attr: "data-header-styles",
    options: [
      ["Dark", "dark"],
      ["Color", "color"],
      ["Gradient", "gradient"],
      ["Transparent", "transparent"],
      ["Light", "light"],
      ["Color", "color"],
    ],
  },
];

const PRIMARY = ["118, 71, 229", "63, 75, 236", "55, 125, 206", "1, 159, 162", "139, 149, 4"];
const BACKGROUNDS = ["12, 23, 91", "50, 11, 110", "8, 81, 113", "3, 81, 60", "73, 78, 1"];

test.describe("theme switcher", () => {
  test("every Theme Styles option sets its <html> attribute and survives a reload", async ({ page }) => {
    test.setTimeout(90_000);
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    for (const { group, attr, options } of STYLE_GROUPS) {
      for (const [label, value] of options) {
        await shell.choose(group, label);
        await expect(shell.html, `${group}: ${label}`).toHaveAttribute(attr, value);
      }
      const [lastLabel, lastValue] = options[options.length - 1]!;
      await page.reload();
      await expect(shell.nav).toBeAttached();
      await expect(shell.html, `${group} after reload`).toHaveAttribute(attr, lastValue);
      await shell.openSwitcher();
      await expect(shell.option(group, lastLabel)).toBeChecked();
    }
  });

  test("the saved theme is on <html> before the app starts, so a reload never flashes the defaults", async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.choose("Menu styles", "Light");
    await shell.choose("Header styles", "Dark");
    await shell.choose("Layout width", "Boxed");
    // Record <html> the moment <body> is parsed: after the boot script in <head>, before any module script runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        const html = document.documentElement;
        (window as unknown as { firstBody: Record<string, string | null> }).firstBody = {
          menu: html.getAttribute("data-menu-styles"),
          header: html.getAttribute("data-header-styles"),
          width: html.getAttribute("data-width"),
        };
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    const first = await page.evaluate(() => (window as unknown as { firstBody: Record<string, string> }).firstBody);
    expect(first).toEqual({ menu: "light", header: "dark", width: "boxed" });
  });

  test("preset and custom colours set the CSS variables and survive a reload", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.openSwitcher("Theme Colors");
    for (const rgb of PRIMARY.slice(1)) {
      await shell.switcher.getByRole("button", { name: `Primary colour ${rgb}`, exact: true }).click();
      expect(await shell.cssVar("--primary-rgb")).toBe(rgb);
    }
    await expect(shell.switcher.getByRole("button", { name: `Primary colour ${PRIMARY[4]}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await shell.switcher.getByRole("textbox", { name: "Custom primary colour" }).fill("#0e7c66");
    await expect.poll(() => shell.cssVar("--primary-rgb")).toBe("14, 124, 102");
    await shell.switcher.getByRole("heading", { name: "Primary colour" }).click(); // closes the picker

    for (const rgb of BACKGROUNDS) {
      await shell.switcher.getByRole("button", { name: `Background colour ${rgb}`, exact: true }).click();
      expect(await shell.cssVar("--body-bg-rgb")).toBe(rgb);
      await expect(shell.html).toHaveAttribute("data-theme-mode", "dark");
    }
    await shell.switcher.getByRole("textbox", { name: "Custom background colour" }).fill("#2a1f3d");
    await expect.poll(() => shell.cssVar("--body-bg-rgb")).toBe("42, 31, 61");
    await shell.switcher.getByRole("heading", { name: "Background colour" }).click();
    await shell.snap("shell-custom-colour-switcher");
    await shell.closeSwitcher();
    await shell.snap("shell-custom-colour");

    await page.reload();
    await expect(shell.nav).toBeAttached();
    expect(await shell.cssVar("--primary-rgb")).toBe("14, 124, 102");
    expect(await shell.cssVar("--body-bg-rgb")).toBe("42, 31, 61");
    await expect(shell.html).toHaveAttribute("data-theme-mode", "dark");
  });

  test("each background image is set on <html> and shows behind the menu", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.openSwitcher("Theme Colors");
    for (let n = 1; n <= 5; n++) {
      await shell.switcher.getByRole("button", { name: `Background image ${n}`, exact: true }).click();
      await expect(shell.html).toHaveAttribute("data-bg-img", `bgimg${n}`);
      const image = await shell.sidebar.locator("> div").evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(image).toContain(`/images/menu-bg/bgimg${n}.svg`);
    }
    await shell.closeSwitcher();
    await shell.snap("shell-bg-image");
    await page.reload();
    await expect(shell.html).toHaveAttribute("data-bg-img", "bgimg5");
    await shell.openSwitcher("Theme Colors");
    await shell.switcher.getByRole("button", { name: "No background image" }).click();
    await expect(shell.html).not.toHaveAttribute("data-bg-img", /.*/);
  });

  test("Reset restores the defaults and keeps the session", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.choose("Direction", "RTL");
    await shell.choose("Navigation layout", "Horizontal");
    await shell.choose("Menu styles", "Color");
    await shell.choose("Page styles", "Modern");
    await shell.openSwitcher("Theme Colors");
    await shell.switcher.getByRole("button", { name: `Primary colour ${PRIMARY[3]}` }).click();
    await shell.switcher.getByRole("button", { name: "Background image 2" }).click();

    await shell.switcher.getByRole("button", { name: "Reset" }).click();
    const defaults = {
      dir: "ltr",
      "data-theme-mode": "light",
      "data-nav-layout": "vertical",
      "data-vertical-style": "overlay",
      "data-page-style": "regular",
      "data-width": "fullwidth",
      "data-menu-position": "fixed",
      "data-header-position": "fixed",
      "data-menu-styles": "dark",
      "data-header-styles": "light",
    };
    for (const [attr, value] of Object.entries(defaults)) await expect(shell.html).toHaveAttribute(attr, value);
    for (const attr of ["data-nav-style", "data-bg-img", "data-toggled"]) {
      await expect(shell.html).not.toHaveAttribute(attr, /.*/);
    }
    expect(await shell.cssVar("--primary-rgb")).toBe("");

    // Still signed in, on the dashboard, after a reload too.
    await shell.closeSwitcher();
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    await page.reload();
    await expect(page.getByTestId("header-user-name")).toHaveText(accounts.partner.name);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await expect(shell.html).toHaveAttribute("data-menu-styles", "dark");
  });

  test("the panel closes with its close button, the backdrop and Escape; screenshots of both tabs", async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.openSwitcher();
    await shell.snap("shell-switcher-styles");
    await shell.openSwitcher("Theme Colors");
    await shell.snap("shell-switcher-colors");
    await shell.closeSwitcher();
    await expect(shell.settings).toBeFocused();

    await shell.openSwitcher();
    await page.keyboard.press("Escape");
    await expect(shell.switcher).toBeHidden();

    await shell.openSwitcher();
    await page.mouse.click(200, 400); // the backdrop, outside the panel
    await expect(shell.switcher).toBeHidden();
  });

  test("in RTL the panel slides in from the left", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    await shell.choose("Direction", "RTL");
    const box = await shell.switcher.boundingBox();
    expect(box!.x).toBeLessThan(10);
    await shell.snap("shell-switcher-rtl");
  });
});
