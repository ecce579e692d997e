import { expect, type Locator, type Page } from "@playwright/test";

/** A Masters screen (/year, /intake, /application, /country, ...): its table, drawer form and dialogs. */
export class MastersPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly drawer: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    tableLabel: string,
  ) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.search = page.getByRole("searchbox", { name: "Search" });
    this.table = page.getByRole("table", { name: tableLabel });
    this.drawer = page.getByRole("dialog");
    this.dialog = page.getByRole("dialog");
  }

  row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  async filter(text: string) {
    await this.search.fill(text);
    await expect(this.row(text).first()).toBeVisible();
  }

  async rowAction(name: string, action: "Edit" | "Activate" | "Deactivate" | "Delete") {
    await this.page.getByRole("button", { name: `Actions for ${name}` }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  /** Chooses an option of a Mantine Select by its label. */
  async choose(label: string | RegExp, option: string) {
    await this.drawer.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }
}
