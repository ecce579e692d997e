import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { signInByApi } from "../session";
import { ShellPage } from "./shell-page";

type Account = { email: string; password: string };
type Named = { id: number; name: string };
export type CatalogueCourse = { id: number; name: string; intake_months: number[] };

export const MONTHS = [
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
] as const;

/** A tiny PDF the server accepts (it checks the content, not the name). */
export const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});

/**
 * A screenshot of the settled page with nothing focused or hovered (no focus ring, tooltip or hover state).
 * Motion is reduced first: a full-page capture resizes the viewport, and the sidebar's width transition would
 * otherwise be caught halfway.
 */
export async function calmSnap(page: Page, name: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(640, 5);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await new ShellPage(page).snap(name);
}

/** The API with one account's token (signed in through the API, not the browser), for quick set-up. */
export class ApiAs {
  private constructor(
    readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, account: Account) {
    const res = await request.post("/api/login/", { data: { email: account.email, password: account.password } });
    expect(res.ok(), `login ${account.email}: ${res.status()}`).toBeTruthy();
    return new ApiAs(request, (await res.json()).data.access as string);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/api${path}`, { headers: this.headers });
    expect(res.ok(), `GET ${path}: ${res.status()}`).toBeTruthy();
    return (await res.json()) as T;
  }

  /** POST and return the raw answer (status checks are the caller's). */
  async postRaw(path: string, body: unknown) {
    return this.request.post(`/api${path}`, { headers: this.headers, data: body });
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await this.postRaw(path, body);
    expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return (await res.json()) as T;
  }

  /** (Partner) a new student with a unique last name. */
  async newStudent(tag: string) {
    const [destinations, levels, countries] = await Promise.all([
      this.get<{ data: Named[] }>("/partner/country-study-list/"),
      this.get<{ data: Named[] }>("/filter/level/"),
      this.get<{ data: Named[] }>("/partner/country/"),
    ]);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const last = `Adm${tag}${stamp}`.replace(/[^A-Za-z]/g, "x");
    const r = await this.post<{ data: { id: number; full_name: string } }>("/partner/add/student/", {
      first_name: "Queue",
      last_name: last,
      email: `adm.${tag}.${stamp}@example.org`.toLowerCase(),
      nationality_id: countries.data[0]!.id,
      study_country_id: destinations.data[0]!.id,
      study_level_id: levels.data[0]!.id,
    });
    return { id: r.data.id, name: r.data.full_name, lastName: last };
  }

  /** (Partner) a catalogue course with at least one open intake, and that intake. */
  async courseWithIntake() {
    const list = await this.get<{ results: { data: CatalogueCourse[] } }>("/partner/courses/list/?page_size=50");
    for (const c of list.results.data) {
      const detail = await this.get<{ data: { intakes?: Named[] } }>(`/partner/courses/${c.id}/`);
      const intake = detail.data.intakes?.[0];
      if (intake) return { course: c, intake };
    }
    throw new Error("no course with an open intake");
  }

  /** (Partner) a new Draft application for a new student. */
  async newApplication(tag: string) {
    const student = await this.newStudent(tag);
    const { course, intake } = await this.courseWithIntake();
    const r = await this.post<{ data: { id: number } }>("/partner/application/", {
      student_id: student.id,
      course_id: course.id,
      intake_id: intake.id,
    });
    return { id: r.data.id, student, course, intake };
  }
}

/** A page of its own browser context, signed in as `account` (so two users can act side by side). */
export async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, account);
  await page.goto("/dashboard/sales");
  await expect(page).toHaveURL(/\/dashboard\/sales$/, { timeout: 20_000 });
  return page;
}

/** The Superadmin's application queue (/admin/applications). */
export class AdminQueuePage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly partner: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Applications" });
    this.table = page.getByRole("table", { name: "Application queue" });
    this.search = page.getByRole("searchbox", { name: "Search" });
    this.status = page.getByRole("combobox", { name: "Status" });
    this.partner = page.getByRole("combobox", { name: "Partner" });
    this.count = page.getByTestId("admin-applications-count");
  }

  async goto(query = "") {
    await this.page.goto(`/admin/applications${query}`);
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  rows() {
    return this.table.locator("tbody tr");
  }

  async choosePartner(name: string) {
    await this.partner.click();
    await this.partner.fill(name.slice(0, 12));
    await this.page.getByRole("option", { name, exact: true }).click();
  }
}

/** One application in the Superadmin's hands (/admin/applications/:id). */
export class AdminApplicationPage {
  readonly status: Locator;
  readonly timeline: Locator;
  readonly moveStatus: Locator;
  readonly note: Locator;
  readonly moveButton: Locator;
  readonly locked: Locator;
  readonly offerFile: Locator;
  readonly offerUpload: Locator;
  readonly offerLetters: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId("admin-application-status");
    this.timeline = page.getByTestId("admin-timeline");
    this.moveStatus = page.getByRole("combobox", { name: "New status" });
    this.note = page.getByRole("textbox", { name: "Note for the partner (optional)" });
    this.moveButton = page.getByRole("button", { name: "Move application" });
    this.locked = page.getByTestId("locked-notice");
    this.offerFile = page.getByRole("button", { name: "Offer letter file" });
    this.offerUpload = page.getByRole("button", { name: "Upload offer letter" });
    this.offerLetters = page.getByTestId("offer-letters");
  }

  heading(id: number) {
    return this.page.getByRole("heading", { level: 1, name: `Application #${id}` });
  }

  async goto(id: number) {
    await this.page.goto(`/admin/applications/${id}`);
    await expect(this.heading(id)).toBeVisible({ timeout: 20_000 });
  }

  /** Chooses the next status, writes the note, confirms in the dialog and waits for the new status. */
  async move(id: number, to: string, note: string, options: { final?: boolean } = {}) {
    await this.moveStatus.click();
    await this.page.getByRole("option", { name: options.final ? `${to} (final)` : to, exact: true }).click();
    await this.note.fill(note);
    await this.moveButton.click();
    const dialog = this.page.getByRole("dialog", { name: `Move application #${id}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(note);
    if (options.final) await expect(dialog).toContainText("is a final status");
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.status).toHaveText(to);
  }
}

export { seriousViolations } from "../fixtures";
