import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A wall-clock time in the browser's time zone. */
export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number };

/** University Expert: the partner's /partner/experts and the Superadmin's /admin/experts. */
export class ExpertsPage {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly requestModal: Locator;
  readonly meetingModal: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.cards = page.getByRole("list", { name: "Experts" }).getByRole("article");
    this.requestModal = page.getByRole("dialog", { name: /^Request a meeting with / });
    this.meetingModal = page.getByRole("dialog", { name: /^Meeting with / });
  }

  async gotoPartner(query = "") {
    await this.page.goto(`/partner/experts${query}`);
    await expect(this.heading).toHaveText("University Expert");
  }

  async gotoAdmin(query = "") {
    await this.page.goto(`/admin/experts${query}`);
    await expect(this.heading).toHaveText("Experts & meetings");
  }

  tab(name: string) {
    return this.page.getByRole("tab", { name, exact: true });
  }

  table(name: string) {
    return this.page.getByRole("table", { name, exact: true });
  }

  row(table: Locator, text: string) {
    return table.locator("tbody tr").filter({ hasText: text });
  }

  /** Chooses a segment of a status filter (its radio input is hidden; the label takes the click). */
  async segment(label: RegExp) {
    await this.page.locator("label").filter({ hasText: label }).click();
    await expect(this.page.getByRole("radio", { name: label })).toBeChecked();
  }

  card(name: string) {
    return this.cards.filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  /** Picks an option of a Mantine Select or MultiSelect by its label (typing first when it is searchable). */
  async choose(scope: Locator | Page, label: string, option: string) {
    const input = scope.getByRole("combobox", { name: label, exact: true });
    await input.click();
    if ((await input.getAttribute("readonly")) === null) await input.fill(option);
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Sets one of the request form's DateTimePickers through its calendar and time fields. */
  async pickTime(label: string, t: LocalTime) {
    await this.requestModal.getByRole("button", { name: label, exact: true }).click();
    const dayName = `${t.day} ${MONTHS[t.month - 1]} ${t.year}`;
    const day = this.page.getByRole("button", { name: dayName, exact: true });
    const next = this.page.getByRole("button", { name: "Next month" });
    // The calendar opens on the current month; wait for it before looking for the day.
    await expect(next).toBeVisible();
    await expect(this.page.getByRole("spinbutton", { name: "Hours" })).toBeVisible();
    for (let i = 0; i < 8 && !(await day.isVisible()); i += 1) await next.click();
    await day.click();
    // Filling sends the whole value at once (typing digit by digit would add to what the field holds).
    const hours = this.page.getByRole("spinbutton", { name: "Hours" });
    await hours.fill(String(t.hour).padStart(2, "0"));
    await expect(hours).toHaveValue(String(t.hour).padStart(2, "0"));
    const minutes = this.page.getByRole("spinbutton", { name: "Minutes" });
    await minutes.fill(String(t.minute).padStart(2, "0"));
    await expect(minutes).toHaveValue(String(t.minute).padStart(2, "0"));
    await this.page.getByRole("button", { name: "Use this time" }).click();
    await expect(this.page.getByRole("spinbutton", { name: "Hours" })).toBeHidden();
  }
}
