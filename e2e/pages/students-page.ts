import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });

export type NewStudent = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  dateOfBirth?: string;
  nationality?: string;
  passport?: string;
  country?: string;
  state?: string;
  city?: string;
  destination?: string;
  level?: string;
  englishTest?: string;
  overall?: string;
};

/** The students list (/partner/student), its filters and the Add Student drawer. */
export class StudentsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly drawer: Locator;
  readonly search: Locator;
  readonly clearFilters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Students" });
    this.table = page.getByRole("table", { name: "Students" });
    this.addButton = page.getByRole("button", { name: "Add student" });
    this.drawer = page.getByRole("dialog", { name: "Add student" });
    this.search = page.getByRole("searchbox", { name: "Search students" });
    this.clearFilters = page.getByRole("button", { name: "Clear filters" });
  }

  async goto(query = "") {
    await this.page.goto(`/partner/student${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The body rows of the table. */
  rows() {
    return this.table.locator("tbody tr");
  }

  filter(label: string) {
    return this.page.getByRole("combobox", { name: label, exact: true });
  }

  /** Picks an option of a Mantine Select (typing first when it is searchable). */
  async choose(scope: Locator | Page, label: string, option: string) {
    const input = scope.getByRole("combobox", { name: label, exact: true });
    await expect(input).toBeEnabled();
    await input.click();
    if ((await input.getAttribute("readonly")) === null) await input.fill(option);
    await this.page.getByRole("option", { name: option, exact: true }).click();
    await expect(input).toHaveValue(option);
  }

  field(label: string) {
    return this.drawer.getByRole("textbox", { name: label, exact: true });
  }

  /**
   * The name of the first student in the next list answer whose query matches (start waiting before the action).
   * A sync point that cannot pass early: the table's busy flag is not yet set right after the URL changes.
   */
  async firstNameOfNextList(match: (query: URLSearchParams) => boolean): Promise<string> {
    const res = await this.page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === "/api/partner/students/" && r.request().method() === "GET" && match(url.searchParams);
    });
    const body = (await res.json()) as { results: { data: { first_name: string; last_name: string }[] } };
    const first = body.results.data[0];
    if (!first) throw new Error(`The list answer ${res.url()} has no rows.`);
    return `${first.first_name} ${first.last_name}`;
  }

  /** Waits until the table has finished loading (the previous rows stay while a new page loads). */
  async settled() {
    await expect(this.table).not.toHaveAttribute("aria-busy", "true");
  }

  async openDrawer() {
    await this.addButton.click();
    await expect(this.drawer).toBeVisible();
    await expect(this.drawer.getByRole("heading", { name: "Personal" })).toBeVisible();
  }

  /** Fills the drawer's form (the cascades in order: country → state, destination → level). */
  async fill(s: NewStudent) {
    await this.field("First name").fill(s.firstName);
    await this.field("Last name").fill(s.lastName);
    await this.field("E-mail").fill(s.email);
    if (s.phone) await this.field("Phone").fill(s.phone);
    if (s.dateOfBirth) {
      await this.field("Date of birth").fill(s.dateOfBirth);
      await this.field("Date of birth").press("Tab");
    }
    if (s.nationality) await this.choose(this.drawer, "Nationality", s.nationality);
    if (s.passport) await this.field("Passport number").fill(s.passport);
    if (s.country) await this.choose(this.drawer, "Country of residence", s.country);
    if (s.state) await this.choose(this.drawer, "State", s.state);
    if (s.city) await this.field("City").fill(s.city);
    if (s.destination) await this.choose(this.drawer, "Study destination", s.destination);
    if (s.level) await this.choose(this.drawer, "Study level", s.level);
    if (s.englishTest) await this.choose(this.drawer, "English test", s.englishTest);
    if (s.overall) await this.drawer.getByRole("textbox", { name: "Overall score" }).fill(s.overall);
  }

  async save() {
    await this.drawer.getByRole("button", { name: "Save student" }).click();
  }
}

/** A surname nobody else uses in this run (letters only, so search finds it). */
export function uniqueSurname() {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Zed${letters}`;
}

/** Adds a student straight through the API (with the signed-in session's token); returns its id. */
export async function createStudentByApi(page: Page, body: { first_name: string; last_name: string; email: string }) {
  return page.evaluate(async (b) => {
    const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const get = async <T>(p: string): Promise<T> => (await fetch(`/api${p}`, { headers })).json() as Promise<T>;
    const countries = await get<{ data: { id: number; iso2: string }[] }>("/partner/country/");
    const destinations = await get<{ data: { id: number }[] }>("/partner/country-study-list/");
    const dest = destinations.data[0]!.id;
    const levels = await get<{ data: { levels: { id: number }[] }[] }>(`/partner/study-level/${dest}`);
    const res = await fetch("/api/partner/add/student/", {
      method: "POST",
      headers,
      body: JSON.stringify({
        ...b,
        nationality_id: countries.data.find((c) => c.iso2 === "IN")!.id,
        study_country_id: dest,
        study_level_id: levels.data[0]!.levels[0]!.id,
      }),
    });
    const json = (await res.json()) as { data: { id: number } };
    return json.data.id;
  }, body);
}
