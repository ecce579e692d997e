import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { accounts, newestMailTo, uniqueEmail } from "../fixtures";
import { ApiAs } from "./admin-applications-page";

export type SubLoginInput = { name: string; email?: string; role?: string; extras?: string[] };

/** /partner/sublogins: the table, the add / edit drawer, the row menus and the delete dialog. */
export class SubLoginsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly drawer: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Sub-logins" });
    this.table = page.getByRole("table", { name: "Sub-logins" });
    this.addButton = page.getByRole("button", { name: "Add sub-login" });
    this.drawer = page.getByRole("dialog").filter({ has: page.getByRole("textbox", { name: "Full name" }) });
    this.deleteDialog = page.getByRole("dialog", { name: /^Delete / });
  }

  async goto() {
    await this.page.goto("/partner/sublogins");
    // The page's chunk loads on first visit; a busy machine can take a while.
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expect(this.table.getByRole("row").nth(1)).toBeVisible({ timeout: 15_000 });
  }

  row(text: string) {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  field(name: string) {
    return this.drawer.getByRole("textbox", { name, exact: false });
  }

  roleSelect() {
    return this.drawer.getByRole("combobox", { name: "Role template" });
  }

  async chooseRole(name: string) {
    await this.roleSelect().click();
    await this.page.getByRole("option", { name, exact: true }).click();
    await expect(this.roleSelect()).toHaveValue(name);
  }

  extra(label: string) {
    return this.drawer.getByRole("checkbox", { name: label, exact: true });
  }

  async openAdd() {
    await this.addButton.click();
    await expect(this.drawer).toBeVisible();
  }

  /** Fills the open drawer; e-mail only when given (it is read-only when editing). */
  async fill({ name, email, role, extras = [] }: SubLoginInput) {
    await this.field("Full name").fill(name);
    if (email !== undefined) await this.field("Email").fill(email);
    if (role) await this.chooseRole(role);
    for (const label of extras) await this.extra(label).check();
  }

  async submit(label: "Add and send invitation" | "Save changes") {
    await this.drawer.getByRole("button", { name: label }).click();
  }

  async create(input: SubLoginInput) {
    await this.openAdd();
    await this.fill(input);
    await this.submit("Add and send invitation");
    await expect(this.drawer).toBeHidden();
    await expect(this.row(input.email!)).toBeVisible();
  }

  /** Opens a row's menu and picks an entry. */
  async action(rowText: string, entry: string) {
    const row = this.row(rowText);
    await row.getByRole("button", { name: /^Actions for / }).click();
    await this.page.getByRole("menuitem", { name: entry }).click();
  }

  notification(text: string | RegExp) {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text });
  }
}

/**
 * A fresh sub-login of the demo partner, made through the API with a password set through its invitation link: for
 * specs that change an account's sign-in (two-factor, sessions) without touching the accounts other specs use.
 */
export async function newSubLogin(request: APIRequestContext, name: string) {
  const partnerApi = await ApiAs.signIn(request, accounts.partner);
  const roles = await partnerApi.get<{ data: { id: number; name: string }[] }>("/partner/roles/");
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "."));
  const password = `Counsel@${Date.now().toString().slice(-6)}`;
  await partnerApi.post("/partner/sublogins/", { name, email, role_id: roles.data[0]!.id, extra_permissions: [] });
  const token = /reset-password\/confirm\?token=([^\s&]+)/.exec((await newestMailTo(email)).body)?.[1];
  expect(token, "an invitation link").toBeTruthy();
  const set = await request.post("/api/password-reset/confirm/", {
    data: { token: decodeURIComponent(token!), password, confirm_password: password },
  });
  expect(set.ok(), `set password: ${set.status()}`).toBeTruthy();
  return { email, password, name };
}
