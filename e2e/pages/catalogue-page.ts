import { expect, type Locator, type Page } from "@playwright/test";

/** "GBP 12,500" → 12500. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ""));
}

/** The course finder, the provider screens, the header's shortlist and the compare page. */
export class CataloguePage {
  readonly cards: Locator;
  readonly shortlistButton: Locator;
  readonly shortlistCount: Locator;
  readonly shortlistPanel: Locator;
  readonly applyDialog: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId("course-card");
    this.shortlistButton = page.getByRole("button", { name: /^Shortlist, \d+ course/ });
    this.shortlistCount = page.getByTestId("shortlist-count");
    this.shortlistPanel = page.getByRole("dialog", { name: /^Shortlist, / });
    this.applyDialog = page.getByRole("dialog", { name: /Apply for a student|Applications created/ });
  }

  async gotoCourses(query = "") {
    await this.page.goto(`/partner/courses${query}`);
    await this.heading("Courses");
    await expect(this.cards.first()).toBeVisible({ timeout: 15_000 });
  }

  /**
   * Picks an option of a Mantine Select by its label. The list below can move while the click lands (a filter typed
   * just before refetches it), so a click that did not open the dropdown is made again rather than waited on.
   */
  async choose(label: string, option: string | RegExp, scope: Page | Locator = this.page) {
    const box = scope.getByRole("combobox", { name: label, exact: true });
    await expect(async () => {
      if ((await box.getAttribute("aria-expanded")) !== "true") await box.click();
      await this.page.getByRole("option", { name: option }).first().click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  /** The course names and tuition texts of the cards on screen. */
  async cardNames() {
    return this.cards.getByRole("heading").allInnerTexts();
  }

  async tuitions() {
    return (await this.cards.getByTestId("course-tuition").allInnerTexts()).map(amountOf);
  }

  /**
   * Waits until every card on screen passes `check` (the list answers the URL's filters): the URL changes a
   * moment before the list is fetched again, so the old cards can still be there.
   */
  async cardsMatch(check: (fees: number[], texts: string[]) => boolean) {
    await expect
      .poll(async () => {
        await expect(this.page.locator("section[aria-busy]")).toHaveCount(0);
        return check(await this.tuitions(), await this.cards.allInnerTexts());
      })
      .toBe(true);
  }

  /** Waits for a page's h1 (pages are lazy chunks: slow on a busy machine). */
  async heading(name: string) {
    await expect(this.page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
  }

  addButton(card: Locator) {
    return card.getByRole("button", { name: /^Add to shortlist: / });
  }

  async openShortlist() {
    await this.shortlistButton.click();
    await expect(this.shortlistPanel).toBeVisible();
    await expect(this.shortlistPanel).toHaveCSS("opacity", "1");
    return this.shortlistPanel;
  }

  /** Empties my shortlist through the API (tests share the seeded partner); reload to see it. */
  async clearShortlist() {
    await this.page.evaluate(async () => {
      const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
      const headers = { Authorization: `Bearer ${token}` };
      const list = (await (await fetch("/api/partner/shortlist/", { headers })).json()) as { data: { id: number }[] };
      for (const c of list.data) await fetch(`/api/partner/shortlist/${c.id}/`, { method: "DELETE", headers });
    });
  }
}

export { seriousViolations } from "../fixtures";
