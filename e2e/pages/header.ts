import { expect, type Locator, type Page } from "@playwright/test";

/** The signed-in header's widgets: search, notifications and the profile menu. */
export class Header {
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly searchOverlay: Locator;
  readonly notifications: Locator;
  readonly notificationsCount: Locator;
  readonly notificationsPanel: Locator;
  readonly profile: Locator;
  readonly profileMenu: Locator;
  readonly userName: Locator;

  constructor(readonly page: Page) {
    this.search = page.locator("header").getByRole("combobox", { name: "Search" });
    this.searchButton = page.getByRole("button", { name: "Search", exact: true });
    this.searchOverlay = page.getByRole("dialog", { name: "Search the portal" });
    this.notifications = page.getByRole("button", { name: "Notifications", exact: true });
    this.notificationsCount = page.getByTestId("notifications-count");
    this.notificationsPanel = page.getByRole("dialog", { name: "Notifications" });
    this.profile = page.getByRole("button", { name: "Profile", exact: true });
    this.profileMenu = page.getByRole("menu");
    this.userName = page.getByTestId("header-user-name");
  }

  async openNotifications() {
    await this.notifications.click();
    await expect(this.notificationsPanel).toBeVisible();
    // Settled after its fade-in, so a screenshot shows it fully.
    await expect(this.notificationsPanel).toHaveCSS("opacity", "1");
    return this.notificationsPanel;
  }

  async openProfileMenu() {
    await this.profile.click();
    await expect(this.profileMenu).toBeVisible();
    await expect(this.profileMenu).toHaveCSS("opacity", "1");
    return this.profileMenu;
  }

  profileItem(name: string) {
    return this.profileMenu.getByRole("menuitem", { name, exact: true });
  }

  /** Log Out, through the profile menu. */
  async signOut() {
    await this.openProfileMenu();
    await this.profileItem("Log Out").click();
  }
}

/** Light or dark, as the header's mode toggle leaves it; applied on the next load. */
export async function setThemeMode(page: Page, mode: "light" | "dark") {
  await page.evaluate((dark) => {
    const saved = JSON.parse(localStorage.getItem("pp-theme") ?? "null") ?? { state: {}, version: 1 };
    saved.state = { ...saved.state, themeMode: dark ? "dark" : "light", headerStyles: dark ? "dark" : "light" };
    localStorage.setItem("pp-theme", JSON.stringify(saved));
  }, mode === "dark");
  await page.reload();
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // An owner lands on the dashboard, a sub-login on My day (issue 36, decision 053).
  await expect(page).toHaveURL(/\/(dashboard\/sales|partner\/my-day)$/);
  return new Header(page);
}
