import { expect, type Locator, type Page } from "@playwright/test";
import { readStorage } from "../fixtures";

type Named = { id: number; name: string };
type Course = { id: number; name: string; study_level: Named; intake_months: number[] };

/** A tiny PDF the server accepts (it checks the content, not the name). */
export const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});

/** The API as the signed-in user (the browser's access token), for setting up data quickly. */
export class ApplicationsApi {
  constructor(readonly page: Page) {}

  private async headers() {
    const { local, session } = await readStorage(this.page);
    const token = session.accessToken ?? local.accessToken;
    if (!token) throw new Error("not signed in");
    return { Authorization: `Bearer ${token.replace(/^"|"$/g, "")}` };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.page.request.get(`/api${path}`, { headers: await this.headers() });
    expect(res.ok(), `GET ${path}: ${res.status()}`).toBeTruthy();
    return (await res.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await this.page.request.post(`/api${path}`, { headers: await this.headers(), data: body });
    expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return (await res.json()) as T;
  }

  /** A new student with no documents and no applications. */
  async newStudent(tag: string) {
    const [destinations, levels, countries] = await Promise.all([
      this.get<{ data: Named[] }>("/partner/country-study-list/"),
      this.get<{ data: Named[] }>("/filter/level/"),
      this.get<{ data: Named[] }>("/partner/country/"),
    ]);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const last = `Appl${tag}${stamp}`.replace(/[^A-Za-z]/g, "x");
    const body = {
      first_name: "Test",
      last_name: last,
      email: `appl.${tag}.${stamp}@example.org`.toLowerCase(),
      nationality_id: countries.data[0]!.id,
      study_country_id: destinations.data[0]!.id,
      study_level_id: levels.data[0]!.id,
    };
    const r = await this.post<{ data: { id: number; full_name: string; email: string } }>(
      "/partner/add/student/",
      body,
    );
    return { id: r.data.id, name: r.data.full_name, email: r.data.email, lastName: last };
  }

  /** A catalogue course of a study level (by name) that starts in the common intake months. */
  async course(levelName: string): Promise<Course> {
    const levels = await this.get<{ data: Named[] }>("/filter/level/");
    const level = levels.data.find((l) => l.name === levelName)!;
    const list = await this.get<{ results: { data: Course[] } }>(
      `/partner/courses/list/?study_level=${level.id}&page_size=50`,
    );
    const course = list.results.data.find((c) => c.intake_months.some((m) => [1, 2, 5, 7, 9, 11].includes(m)));
    if (!course) throw new Error(`no ${levelName} course`);
    return course;
  }

  /** The id of an upcoming intake the course starts in (known from the partner's applications). */
  async intakeFor(course: Course): Promise<Named> {
    const list = await this.get<{ results: { data: { intake: Named }[] } }>("/partner/application/?page_size=100");
    const months = [
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
    const now = new Date();
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    const fit = list.results.data
      .map((a) => a.intake)
      .filter((i) => {
        const [m, y] = i.name.split(" ");
        const month = months.indexOf(m!) + 1;
        return course.intake_months.includes(month) && Number(y) * 12 + month > current;
      })
      .sort((a, b) => b.id - a.id);
    if (!fit[0]) throw new Error(`no upcoming intake for course ${course.id}`);
    return fit[0];
  }

  async newApplication(levelName: string, tag: string) {
    const student = await this.newStudent(tag);
    const course = await this.course(levelName);
    const intake = await this.intakeFor(course);
    const r = await this.post<{ data: { id: number } }>("/partner/application/", {
      student_id: student.id,
      course_id: course.id,
      intake_id: intake.id,
    });
    return { id: r.data.id, student, course, intake };
  }
}

/** The applications list (/partner/application) and its New application modal. */
export class ApplicationsListPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly newButton: Locator;
  readonly modal: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly clearFilters: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Total Applications" });
    this.table = page.getByRole("table", { name: "Applications" });
    this.newButton = page.getByRole("button", { name: "New application" });
    this.modal = page.getByRole("dialog", { name: "New application" });
    this.search = page.getByRole("searchbox", { name: "Search" });
    this.status = page.getByRole("combobox", { name: "Status" });
    this.clearFilters = page.getByRole("button", { name: "Clear filters" });
    this.count = page.getByTestId("applications-count");
  }

  async goto(query = "") {
    await this.page.goto(`/partner/application${query}`);
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    // A table row, or on a phone a card (issue 20).
    await expect(this.table.getByRole("row").nth(1).or(this.page.getByTestId("row-card").first())).toBeVisible();
  }

  rows() {
    return this.table.locator("tbody tr");
  }

  /** Picks an option of a searchable select by typing and clicking the option. */
  async pick(scope: Locator, label: string, typed: string, option: string | RegExp) {
    const input = scope.getByRole("combobox", { name: label });
    await input.click();
    await input.fill(typed);
    await this.page.getByRole("option", { name: option }).first().click();
  }
}

/** One application's detail page. */
export class ApplicationDetailPage {
  readonly status: Locator;
  readonly timeline: Locator;
  readonly checklist: Locator;
  readonly submit: Locator;
  readonly withdraw: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly thread: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId("application-status");
    this.timeline = page.getByTestId("timeline");
    this.checklist = page.getByTestId("checklist");
    this.submit = page.getByRole("button", { name: "Submit application" });
    this.withdraw = page.getByRole("button", { name: "Withdraw", exact: true });
    this.message = page.getByRole("textbox", { name: "New message" });
    this.send = page.getByRole("button", { name: "Send" });
    this.thread = page.getByRole("list", { name: "Message thread" });
  }

  async goto(id: number) {
    await this.page.goto(`/partner/application/${id}`);
    await expect(this.page.getByRole("heading", { level: 1, name: `Application #${id}` })).toBeVisible({
      timeout: 20_000,
    });
  }

  missingItems() {
    return this.checklist.locator('li[data-state="missing"]');
  }

  /** Uploads a PDF for every missing checklist item, one by one. */
  async uploadAllMissing() {
    const missing = this.missingItems();
    let left = await missing.count();
    while (left > 0) {
      const item = missing.first();
      const kind = await item.getAttribute("data-kind");
      const chooser = this.page.waitForEvent("filechooser");
      await item.getByRole("button", { name: /^Upload / }).click();
      await (await chooser).setFiles(pdf(`${kind}.pdf`));
      await expect(this.checklist.locator(`li[data-kind="${kind}"]`)).toHaveAttribute("data-state", "uploaded");
      await expect(missing).toHaveCount(left - 1);
      left -= 1;
    }
  }
}
