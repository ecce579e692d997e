import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Picks an option of a Mantine Select (typing first when it is searchable). */
export async function chooseOption(page: Page, scope: Locator | Page, label: string, option: string) {
  const input = scope.getByRole("combobox", { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  if ((await input.getAttribute("readonly")) === null) await input.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

export type NewUpdate = {
  title: string;
  /** HTML or plain text for the message box. */
  body: string;
  category: string;
  pinned?: boolean;
  /** A day of next month (at the picker's default 09:00) to schedule the update for. */
  scheduleDay?: number;
};

/** The Superadmin's /admin/updates: the table and the publish drawer. */
export class AdminUpdatesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly drawer: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Important updates" });
    this.table = page.getByRole("table", { name: "Updates" });
    this.addButton = page.getByRole("button", { name: "New update" });
    this.drawer = page.getByRole("dialog", { name: /^(New update|Edit update)$/ });
    this.search = page.getByRole("searchbox", { name: "Search updates" });
  }

  async goto() {
    await this.page.goto("/admin/updates");
    await expect(this.heading).toBeVisible();
  }

  row(title: string) {
    return this.table.locator("tbody tr", { hasText: title });
  }

  field(label: string) {
    return this.drawer.getByRole("textbox", { name: label, exact: true });
  }

  get message() {
    return this.drawer.getByRole("textbox", { name: "Message" });
  }

  async openCreate() {
    await this.addButton.click();
    await expect(this.drawer).toBeVisible();
    await expect(this.field("Title")).toBeVisible();
  }

  /** Fills the drawer; the publish time goes through the date-time picker. */
  async fill(u: NewUpdate) {
    await this.field("Title").fill(u.title);
    await chooseOption(this.page, this.drawer, "Category", u.category);
    await this.message.fill(u.body);
    if (u.pinned) await this.drawer.getByRole("switch", { name: "Pin to the top of the feed" }).check();
    if (u.scheduleDay) {
      await this.drawer.getByRole("button", { name: "Publish time" }).click();
      const dropdown = this.page
        .getByRole("dialog")
        .filter({ has: this.page.getByRole("button", { name: "Next month" }) });
      await dropdown.getByRole("button", { name: "Next month" }).click();
      await dropdown
        .locator("table button:not([data-outside])")
        .getByText(String(u.scheduleDay), { exact: true })
        .click();
      await dropdown.getByRole("button", { name: "Set the publish time" }).click();
      await expect(dropdown).toBeHidden();
    }
  }

  async submit(label: "Publish now" | "Schedule" | "Save changes") {
    await this.drawer.getByRole("button", { name: label, exact: true }).click();
  }

  async remove(title: string) {
    await this.row(title)
      .getByRole("button", { name: `Actions for ${title}` })
      .click();
    await this.page.getByRole("menuitem", { name: "Delete" }).click();
    const modal = this.page.getByRole("dialog", { name: `Delete “${title}”?` });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Delete update" }).click();
    await expect(modal).toBeHidden();
    await expect(this.row(title)).toHaveCount(0);
  }
}

/** The partner's /partner/updates feed. */
export class PartnerUpdatesPage {
  readonly heading: Locator;
  readonly feed: Locator;
  readonly search: Locator;
  readonly unreadCount: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Important Updates" });
    this.feed = page.getByTestId("updates-feed");
    this.search = page.getByRole("searchbox", { name: "Search updates" });
    this.unreadCount = page.getByTestId("updates-unread");
  }

  async goto(query = "") {
    await this.page.goto(`/partner/updates${query}`);
    await expect(this.heading).toBeVisible();
  }

  cards() {
    return this.page.getByTestId("update-card");
  }

  card(title: string) {
    return this.cards().filter({
      has: this.page.getByRole("heading", { name: new RegExp(`^${escapeRegExp(title)}`) }),
    });
  }

  /** The button on an update's title that opens and closes it. */
  toggle(title: string) {
    return this.card(title).getByRole("button", { name: new RegExp(`^${escapeRegExp(title)}`) });
  }
}
