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

  /** Deletes a row after confirming, and sees it gone. */
  async deleteRow(name: string) {
    await this.filter(name);
    await this.rowAction(name, "Delete");
    await this.page
      .getByRole("dialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(this.page.getByText(`${name} was deleted.`)).toBeVisible();
    await expect(this.row(name)).toHaveCount(0);
  }

  /** Tries to delete a row something uses: the dialog shows the server's sentence, and Cancel keeps the row. */
  async deleteRefused(name: string, sentence: RegExp) {
    await this.filter(name);
    await this.rowAction(name, "Delete");
    const dialog = this.page.getByRole("dialog", { name: `Delete ${name}?` });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog.getByRole("alert")).toContainText(sentence);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(this.row(name)).toHaveCount(1);
  }

  /** Opens the Add drawer (`addLabel`), types a name and creates the row. */
  async createNamed(addLabel: string, name: string) {
    await this.page.getByRole("button", { name: addLabel }).click();
    await this.drawer.getByRole("textbox", { name: "Name" }).fill(name);
    await this.drawer.getByRole("button", { name: "Create" }).click();
    await expect(this.page.getByText(`${name} was created.`)).toBeVisible();
  }

  /** Chooses an option of a Mantine Select by its label. */
  async choose(label: string | RegExp, option: string) {
    await this.drawer.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }
}
