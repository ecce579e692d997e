import { expect, type Locator, type Page } from "@playwright/test";

/** The Superadmin's catalogue screens (/admin/providers, /admin/courses, /admin/courses/import). */
export class AdminCataloguePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly drawer: Locator;
  readonly providers: Locator;
  readonly courses: Locator;
  readonly previewTable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.search = page.getByRole("searchbox", { name: "Search" });
    this.drawer = page.getByRole("dialog");
    this.providers = page.getByRole("table", { name: "Providers" });
    this.courses = page.getByRole("table", { name: "Courses" });
    this.previewTable = page.getByRole("table", { name: "Rows of the file" });
  }

  row(table: Locator, text: string): Locator {
    return table.getByRole("row").filter({ hasText: text });
  }

  /** Types into the list's search box and waits for a row holding `text`. */
  async filter(table: Locator, text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(/search=/);
    await expect(this.row(table, text).first()).toBeVisible();
  }

  async rowAction(name: string, action: "Edit" | "Deactivate" | "Activate") {
    await this.page.getByRole("button", { name: `Actions for ${name}` }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  /** Confirms the (de)activation dialog. */
  async confirm(action: "Deactivate" | "Activate", name: string) {
    const dialog = this.page.getByRole("dialog", { name: `${action} ${name}?` });
    await dialog.getByRole("button", { name: action }).click();
    await expect(dialog).toBeHidden();
  }

  /** Picks an option of a Mantine Select in the drawer, typing to search first when `type` is set. */
  async choose(label: string, option: string, type?: string) {
    const box = this.drawer.getByRole("combobox", { name: label, exact: true });
    await box.click();
    if (type !== undefined) await box.fill(type);
    await this.page.getByRole("option", { name: option, exact: true }).click();
    await expect(box).toHaveValue(option);
  }

  /** Picks months in the drawer's intake multi-select. */
  async chooseMonths(months: string[]) {
    const box = this.drawer.getByRole("combobox", { name: "Intake months" });
    await box.click();
    // The dropdown stays open while months are picked.
    for (const m of months) await this.page.getByRole("option", { name: m, exact: true }).click();
    // Close the dropdown without Escape (which would close the drawer too).
    await this.drawer.getByRole("heading").first().click();
  }
}
