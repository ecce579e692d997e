import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { accounts, expect as baseExpect, newestMailTo, snap, test, uniqueEmail } from "../fixtures";
import { ApiAs, seriousViolations } from "../pages/admin-applications-page";
import { ShellPage } from "../pages/shell-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const FILE_DAY = /^(students|applications|payments|sublogins)-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/;

/** The Export Reports screen. */
class ReportsScreen {
  readonly heading: Locator;
  readonly jobs: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Export Reports" });
    this.jobs = page.getByRole("table", { name: "Your exports" });
  }

  async goto(query = "") {
    await this.page.goto(`/partner/reports${query}`);
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  card(title: string) {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  count(title: string) {
    return this.card(title).getByTestId("report-count");
  }

  /** Clicks Export and returns the download it starts. */
  async exportFile(title: string) {
    const download = this.page.waitForEvent("download");
    await this.card(title)
      .getByRole("button", { name: `Export ${title}` })
      .click();
    return download;
  }
}

test.describe("Export Reports as the partner", () => {
  test("export students as CSV with a search filter, and applications as XLSX", async ({ page, request }) => {
    const partnerApi = await ApiAs.signIn(request, accounts.partner);
    const student = await partnerApi.newStudent("report");
    await new ShellPage(page).signIn(accounts.partner);
    const screen = new ReportsScreen(page);
    await screen.goto();
    for (const title of ["Students", "Applications", "Payments", "Sub-logins"]) {
      await expect(screen.card(title)).toBeVisible();
      await expect(screen.count(title)).toHaveText(/^[\d,]+ rows?$/);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "reports");

    // Students, CSV, narrowed to the new student by search: the live count says one row.
    const students = screen.card("Students");
    await students.getByRole("searchbox", { name: "Search" }).fill(student.lastName);
    await expect(screen.count("Students")).toHaveText("1 row");
    await expect(students.getByRole("radio", { name: "CSV" })).toBeChecked();
    const csv = await screen.exportFile("Students");
    expect(csv.suggestedFilename()).toMatch(FILE_DAY);
    expect(csv.suggestedFilename()).toMatch(/^students-.*\.csv$/);
    const text = readFileSync(await csv.path(), "utf8").replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain("ID,First name,Last name,Email");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(student.lastName);
    await expect(page.getByText(`${csv.suggestedFilename()} saved.`)).toBeVisible();

    // Applications as XLSX: a zip.
    const applications = screen.card("Applications");
    await applications.getByText("Excel (XLSX)").click();
    await expect(applications.getByRole("radio", { name: "Excel (XLSX)" })).toBeChecked();
    await expect(screen.count("Applications")).toHaveText(/^[\d,]+ rows?$/);
    const xlsx = await screen.exportFile("Applications");
    expect(xlsx.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = readFileSync(await xlsx.path());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  test("a background export appears in Your exports, finishes and downloads", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const screen = new ReportsScreen(page);
    await screen.goto();
    const subLogins = screen.card("Sub-logins");
    await expect(screen.count("Sub-logins")).toHaveText(/^[\d,]+ rows?$/);
    const backgroundSwitch = subLogins.getByRole("switch", { name: /Run in the background/ });
    await backgroundSwitch.check();
    await expect(backgroundSwitch).toBeChecked();
    await subLogins.getByRole("button", { name: "Export Sub-logins" }).click();
    await expect(page.getByText(/Your sub-logins export runs in the background/)).toBeVisible();
    await expect(page).toHaveURL(/job=\d+/);
    const jobId = Number(new URL(page.url()).searchParams.get("job"));

    // The new job is the first row, highlighted, and reaches Done on its own (the table polls).
    const row = screen.jobs.locator("tbody tr").filter({ hasText: `#${jobId}` });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-highlight="true"]')).toHaveCount(1);
    await expect(row).toContainText("Sub-logins");
    await expect(row).toContainText("CSV");
    await expect(row.getByTestId("job-status")).toHaveText("Done", { timeout: 30_000 });
    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: /^Download sublogins-/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sublogins-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = readFileSync(await file.path(), "utf8");
    expect(content).toContain("Name");
    expect(content).toContain(accounts.counsellor.email);
    // The header's own "export is ready" toast (a live notification) is not this screen's: let toasts go first.
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await screen.jobs.scrollIntoViewIfNeeded();
    await snap(page, "reports-jobs");

    // The link a "ready" notification carries opens the screen with that export marked.
    await screen.goto(`?job=${jobId}`);
    await expect(row.locator('[data-highlight="true"]')).toHaveCount(1);
  });
});

test.describe("Export Reports at volume", () => {
  const TOTAL = 2000;
  const COURSES = 20;

  /** A new, approved agency of its own, so the export holds exactly the applications this test makes. */
  async function freshAgency(request: APIRequestContext) {
    const countries = (await (await request.get("/api/signup/countries/")).json()) as { data: { id: number }[] };
    const email = uniqueEmail("volume");
    const password = "Strong@Pass1";
    const signup = await request.post("/api/signup/", {
      data: {
        full_name: "Vera Volume",
        company_name: `Volume Admissions ${Date.now()}`,
        email,
        password,
        confirm_password: password,
        country_id: countries.data[0]!.id,
        terms_accepted: true,
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const admin = await ApiAs.signIn(request, accounts.admin);
    await admin.post(`/admin/partners/${(await signup.json()).data.partner_id}/approve/`, {});
    return { email, password };
  }

  /** Runs `work` over `items`, `width` at a time. */
  async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
    for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
  }

  test("2,000 applications export to XLSX: the file reads back with the headers and every row", async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const account = await freshAgency(request);
    const api = await ApiAs.signIn(request, account);

    // Twenty courses with an open intake, and a hundred students who each apply to all twenty.
    const list = await api.get<{ results: { data: { id: number }[] } }>("/partner/courses/list/?page_size=60");
    const pairs: { course_id: number; intake_id: number }[] = [];
    for (const c of list.results.data) {
      if (pairs.length === COURSES) break;
      const detail = await api.get<{ data: { intakes?: { id: number }[] } }>(`/partner/courses/${c.id}/`);
      const intake = detail.data.intakes?.[0];
      if (intake) pairs.push({ course_id: c.id, intake_id: intake.id });
    }
    expect(pairs).toHaveLength(COURSES);
    const students: number[] = [];
    await inBatches([...Array(TOTAL / COURSES).keys()], 5, async (n) => {
      students.push((await api.newStudent(`vol${n}`)).id);
    });
    const jobs = students.flatMap((student_id) => pairs.map((p) => ({ student_id, ...p })));
    expect(jobs).toHaveLength(TOTAL);
    await inBatches(jobs, 8, (body) => api.post("/partner/application/", body));

    // The screen counts them and exports them as XLSX.
    await new ShellPage(page).signIn(account);
    const screen = new ReportsScreen(page);
    await screen.goto();
    const applications = screen.card("Applications");
    await expect(screen.count("Applications")).toHaveText("2,000 rows");
    await applications.getByText("Excel (XLSX)").click();
    await expect(applications.getByRole("radio", { name: "Excel (XLSX)" })).toBeChecked();
    const xlsx = await screen.exportFile("Applications");
    expect(xlsx.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // Read back: one header row with the columns, then one row per application, each id once.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(TOTAL + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["ID", "Student", "Student email", "Course"]);
    expect(header).toContain("Status");
    expect(header).toContain("Tuition");
    const ids = new Set<number>();
    const statuses = new Set<unknown>();
    const statusColumn = header.indexOf("Status") + 1;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      ids.add(Number(row.getCell(1).value));
      statuses.add(row.getCell(statusColumn).value);
    });
    expect(ids.size).toBe(TOTAL);
    expect([...statuses]).toEqual(["Draft"]);
  });
});

test.describe("Export Reports and permissions", () => {
  test("a sub-login without reports.export has no menu entry, and the URL is forbidden", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.counsellor);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Export Reports" }),
    ).toHaveCount(0);
    await page.goto("/partner/reports");
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Students", exact: true })).toHaveCount(0);
  });

  test("a Finance sub-login sees only the reports it can run", async ({ page, request }) => {
    // The partner adds a Finance sub-login (reports, applications, payments) and it sets its password.
    const partnerApi = await ApiAs.signIn(request, accounts.partner);
    const roles = await partnerApi.get<{ data: { id: number; name: string }[] }>("/partner/roles/");
    const finance = roles.data.find((r) => r.name === "Finance");
    if (!finance) throw new Error("no Finance role template");
    const email = uniqueEmail("reports.finance");
    const password = `Finance@${Date.now().toString().slice(-6)}`;
    const created = await partnerApi.post<{ data: { id: number } }>("/partner/sublogins/", {
      name: "Farah Reports",
      email,
      role_id: finance.id,
      extra_permissions: [],
    });
    try {
      const mail = await newestMailTo(email);
      const token = /reset-password\/confirm\?token=([^\s&]+)/.exec(mail.body)?.[1];
      expect(token, "an invitation link").toBeTruthy();
      const set = await request.post("/api/password-reset/confirm/", {
        data: { token: decodeURIComponent(token!), password, confirm_password: password },
      });
      expect(set.ok(), `set password: ${set.status()}`).toBeTruthy();

      await new ShellPage(page).signIn({ email, password });
      const screen = new ReportsScreen(page);
      await screen.goto();
      await expect(screen.card("Applications")).toBeVisible();
      await expect(screen.card("Payments")).toBeVisible();
      await expect(screen.card("Students")).toHaveCount(0);
      await expect(screen.card("Sub-logins")).toHaveCount(0);
      await expect(screen.count("Payments")).toHaveText(/^[\d,]+ rows?$/);
      await expect(screen.jobs).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      // It signed in, so it cannot be deleted: leave it disabled, as a partner would.
      await partnerApi.post(`/partner/sublogins/${created.data.id}/disable/`, {});
    }
  });
});
