import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { SCREENSHOT_DIR, snap } from "../fixtures";
import { signInByApi } from "../session";
import { LoginPage } from "./login-page";

type Account = { email: string; password: string };

/** The signed-in shell: header, side menu, theme switcher and the attributes they drive on <html>. */
export class ShellPage {
  readonly html: Locator;
  readonly header: Locator;
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly toggle: Locator;
  readonly settings: Locator;
  readonly switcher: Locator;
  readonly overlay: Locator;

  constructor(readonly page: Page) {
    this.html = page.locator("html");
    this.header = page.getByRole("banner");
    this.sidebar = page.locator("#app-sidebar");
    this.nav = page.getByRole("navigation", { name: "Main menu" });
    this.toggle = page.getByRole("button", { name: "Toggle sidebar" });
    this.settings = page.getByRole("button", { name: "Theme settings" });
    this.switcher = page.getByRole("dialog", { name: "Theme settings" });
    this.overlay = page.getByTestId("sidebar-overlay");
  }

  /** Signs in (through the API: session.ts) and waits for the dashboard inside the shell. */
  async signIn(account: Account) {
    await signInByApi(this.page, account);
    await this.page.goto("/dashboard/sales");
    await expect(this.page).toHaveURL(/\/dashboard\/sales$/);
    await expect(this.sidebar).toBeAttached();
  }

  /** Signs in through the sign-in form, for the specs where the form is what is tested. */
  async signInThroughForm(account: Account) {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(this.page).toHaveURL(/\/dashboard\/sales$/);
    await expect(this.sidebar).toBeAttached();
  }

  async openSwitcher(tab: "Theme Styles" | "Theme Colors" = "Theme Styles") {
    if (!(await this.switcher.isVisible())) await this.settings.click();
    await expect(this.switcher).toBeVisible();
    await this.switcher.getByRole("tab", { name: tab }).click();
  }

  async closeSwitcher() {
    await this.switcher.getByRole("button", { name: "Close theme settings" }).click();
    await expect(this.switcher).toBeHidden();
  }

  /** A radio group of the switcher by its label. */
  group(name: string) {
    return this.switcher.getByRole("radiogroup", { name, exact: true });
  }

  option(group: string, option: string) {
    return this.group(group).getByRole("radio", { name: option, exact: true });
  }

  async choose(group: string, option: string) {
    await this.openSwitcher("Theme Styles");
    await this.option(group, option).check();
    await expect(this.option(group, option)).toBeChecked();
  }

  /** Waits for running CSS transitions and animations (menus fading in, the sidebar sliding) to end. */
  async settle() {
    await this.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  }

  /** A full-page screenshot once everything has settled. */
  async snap(name: string) {
    await this.settle();
    await snap(this.page, name);
  }

  /** A screenshot of what is on screen (fixed overlays included), once everything has settled. */
  async snapViewport(name: string) {
    await this.settle();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await this.page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
  }

  attr(name: string) {
    return this.html.getAttribute(name);
  }

  /** The rendered width of an element (0 when it is not laid out). */
  async width(locator: Locator) {
    return (await locator.boundingBox())?.width ?? 0;
  }

  cssVar(name: string) {
    return this.page.evaluate((n) => document.documentElement.style.getPropertyValue(n).trim(), name);
  }

  /** The sidebar link (or group button) with this title. */
  menuEntry(title: string) {
    return this.nav
      .getByRole("link", { name: title, exact: true })
      .or(this.nav.getByRole("button", { name: title, exact: true }));
  }
}
