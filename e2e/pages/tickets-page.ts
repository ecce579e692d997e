import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A minimal PDF (the server checks the file's first bytes). */
export const PDF = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
});

/** Click & Resolve: the partner's list (/partner/tickets/list/), the support queue (/admin/tickets), their panels. */
export class TicketsPage {
  readonly table: Locator;
  readonly search: Locator;
  readonly breached: Locator;
  readonly raiseButton: Locator;
  readonly raiseDrawer: Locator;

  constructor(
    readonly page: Page,
    readonly side: "partner" | "admin" = "partner",
  ) {
    this.table = page.getByRole("table", { name: side === "partner" ? "Tickets" : "Support queue" });
    this.search = page.getByRole("searchbox", { name: "Search tickets" });
    this.breached = page.getByRole("switch", { name: "Breached SLA only" });
    this.raiseButton = page.getByRole("button", { name: "Raise a ticket" });
    this.raiseDrawer = page.getByRole("dialog", { name: "Raise a ticket" });
  }

  get heading() {
    return this.page.getByRole("heading", {
      level: 1,
      name: this.side === "partner" ? "Click & Resolve" : "Support tickets",
    });
  }

  async goto(query = "") {
    await this.page.goto(`${this.side === "partner" ? "/partner/tickets/list/" : "/admin/tickets"}${query}`);
    await expect(this.heading).toBeVisible();
  }

  rows() {
    return this.table.locator("tbody tr");
  }

  row(subject: string) {
    return this.rows().filter({ hasText: subject });
  }

  /** Flips the "Breached SLA only" switch through its label (the input itself is hidden). */
  async toggleBreached() {
    await this.page.locator("label", { hasText: "Breached SLA only" }).click();
  }

  /** The count on a status tab ("" for All). */
  count(status: string) {
    return this.page.getByTestId(`status-tab-${status || "all"}`).getByTestId("status-count");
  }

  /** Waits until the table has finished loading (the previous rows stay while a new page loads). */
  async settled() {
    await expect(this.table).not.toHaveAttribute("aria-busy", "true");
  }

  /** The panel of one ticket (opened by a row or by `?ticket=ID`). */
  panel(id?: number) {
    return this.page.getByRole("dialog", { name: id ? `Ticket #${id}` : /^Ticket #\d+$/ });
  }

  /** The open panel's ticket id. */
  async panelId(): Promise<number> {
    const title = await this.panel().getAttribute("aria-labelledby");
    const text = await this.page.locator(`[id="${title}"]`).textContent();
    return Number(/#(\d+)/.exec(text ?? "")?.[1]);
  }

  field(label: string, scope: Locator = this.raiseDrawer) {
    return scope.getByRole("textbox", { name: label, exact: true });
  }

  /** Picks an option of a Mantine Select (typing first when it is searchable). */
  async choose(scope: Locator | Page, label: string, option: string | RegExp) {
    const input = scope.getByRole("combobox", { name: label, exact: true });
    await expect(input).toBeEnabled();
    await input.click();
    if (typeof option === "string" && (await input.getAttribute("readonly")) === null) await input.fill(option);
    await this.page
      .getByRole("option", { name: option, exact: typeof option === "string" })
      .first()
      .click();
  }

  /** Clicks a star of a Mantine Rating (a label over a hidden radio). */
  async rate(scope: Locator, stars: number) {
    const radio = scope.getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars` });
    const id = await radio.getAttribute("id");
    await scope.locator(`label[for="${id}"]`).click();
  }
}
