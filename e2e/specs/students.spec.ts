import { accounts, expect as baseExpect, seriousViolations, snap, test, uniqueEmail } from "../fixtures";
import { setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";
import { createStudentByApi, StudentsPage, uniqueSurname } from "../pages/students-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.describe("students (Manage Application)", () => {
  let students: StudentsPage;

  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    students = new StudentsPage(page);
  });

  test("add a student with both cascades, find it by search and open it", async ({ page }) => {
    await students.goto();
    await expect(students.rows().first()).toBeVisible();
    await snap(page, "students-list");

    await students.openDrawer();
    await new ShellPage(page).snapViewport("students-drawer-empty");
    const state = students.drawer.getByRole("combobox", { name: "State", exact: true });
    const level = students.drawer.getByRole("combobox", { name: "Study level", exact: true });
    await expect(state).toBeDisabled();
    await expect(level).toBeDisabled();

    const last = uniqueSurname();
    const email = uniqueEmail("student");
    await students.fill({
      firstName: "Meera",
      lastName: last,
      email,
      phone: "+91 98765 43210",
      dateOfBirth: "2001-04-12",
      nationality: "India",
      passport: `P${Date.now().toString().slice(-8)}`,
      country: "India",
      state: "Maharashtra",
      city: "Pune",
      destination: "Canada",
      level: "Diploma",
    });
    // Changing the country empties the state; changing the destination empties the level.
    await students.choose(students.drawer, "Country of residence", "Australia");
    await expect(state).toHaveValue("");
    await students.choose(students.drawer, "State", "Victoria");
    await students.choose(students.drawer, "Study destination", "Australia");
    await expect(level).toHaveValue("");
    await students.choose(students.drawer, "Study level", "Foundation");
    await students.choose(students.drawer, "English test", "IELTS");
    await students.drawer.getByRole("textbox", { name: "Overall score" }).fill("7.5");
    await students.drawer.getByRole("textbox", { name: "Listening" }).fill("8");

    await students.save();
    await expect(students.drawer).toBeHidden();

    await students.search.fill(last);
    await expect(page).toHaveURL(new RegExp(`search=${last}`));
    await expect(students.rows()).toHaveCount(1);
    await expect(students.rows().first()).toContainText(`Meera ${last}`);
    await expect(students.rows().first()).toContainText("Australia");
    await expect(students.rows().first()).toContainText("Foundation");
    await students.rows().first().getByRole("cell").nth(1).click();

    await expect(page.getByRole("heading", { level: 1, name: `Meera ${last}` })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(email);
    await expect(page.getByRole("combobox", { name: "State", exact: true })).toHaveValue("Victoria");
    await expect(page.getByRole("combobox", { name: "Study level", exact: true })).toHaveValue("Foundation");
    await snap(page, "students-detail-profile");

    // The profile saves with PATCH and the header follows.
    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Meenakshi");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Meenakshi ${last}` })).toBeVisible();
    await page.getByRole("tab", { name: "Activity" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.getByText("Student added")).toBeVisible();
  });

  test("an empty required field and a bad e-mail show their messages and create nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/partner/add/student/")) posts.push(r.url());
    });
    await students.goto();
    await students.openDrawer();
    await students.field("First name").fill("Ravi");
    await students.field("E-mail").fill("not-an-email");
    await students.save();

    await expect(students.drawer.getByText("Last name is required.")).toBeVisible();
    await expect(students.drawer.getByText("Enter a valid email address.")).toBeVisible();
    await expect(students.drawer.getByText("Choose a nationality.")).toBeVisible();
    await expect(students.drawer.getByText("Choose a study destination.")).toBeVisible();
    await expect(students.field("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(students.field("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(students.drawer.getByRole("alert")).toContainText("Some fields need your attention.");
    await students.field("First name").scrollIntoViewIfNeeded();
    await new ShellPage(page).snapViewport("students-drawer-errors");
    expect(posts).toEqual([]);
  });

  test("the same e-mail again is a duplicate, and the link opens the existing student", async ({ page }) => {
    await students.goto();
    const last = uniqueSurname();
    const email = uniqueEmail("dup");
    await createStudentByApi(page, { first_name: "Anya", last_name: last, email });

    await students.openDrawer();
    await students.fill({
      firstName: "Other",
      lastName: uniqueSurname(),
      email: email.toUpperCase(),
      nationality: "Nepal",
      destination: "Canada",
      level: "Diploma",
    });
    await students.save();
    const alert = students.drawer.getByRole("alert");
    await expect(alert).toContainText(`Anya ${last} already has this e-mail.`);
    await expect(students.drawer.getByText(`Anya ${last} already has this e-mail.`).first()).toBeVisible();
    await alert.getByRole("link", { name: "Open the existing student" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Anya ${last}` })).toBeVisible();
  });

  test("search, filters, sort and page survive a reload", async ({ page }) => {
    await students.goto();
    await students.search.fill("mail.example");
    await expect(page).toHaveURL(/search=mail\.example/);
    await students.choose(page, "Status", "Active");
    await expect(page).toHaveURL(/status=active/);
    const sortedFirst = students.firstNameOfNextList(
      (q) => q.get("ordering") === "last_name" && (q.get("page") ?? "1") === "1",
    );
    await students.table.getByRole("button", { name: "Name" }).click();
    await expect(page).toHaveURL(/ordering=last_name/);
    const pageOneName = await sortedFirst;
    await expect(students.rows().first()).toContainText(pageOneName);
    await students.settled();
    const pageTwoFirst = students.firstNameOfNextList(
      (q) => q.get("ordering") === "last_name" && q.get("page") === "2",
    );
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(students.rows().first()).toContainText(await pageTwoFirst);
    await students.settled();
    await expect(page.getByText(/^26–50 of \d+/)).toBeVisible();
    const firstRow = (await students.rows().first().textContent()) ?? "";
    await snap(page, "students-list-filtered");

    await page.reload();
    await expect(students.heading).toBeVisible();
    await expect(students.search).toHaveValue("mail.example");
    await expect(students.filter("Status")).toHaveValue("Active");
    await expect(students.table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute("data-active", "true");
    await students.settled();
    await expect(students.rows().first()).toHaveText(firstRow);

    await students.clearFilters.click();
    await expect(students.search).toHaveValue("");
    await expect(students.filter("Status")).toHaveValue("");
    await expect(page).not.toHaveURL(/search=|status=|page=2/);
  });

  test("documents: upload a PDF, download it, delete it; a renamed text file is refused", async ({ page }) => {
    await students.goto();
    const last = uniqueSurname();
    const id = await createStudentByApi(page, { first_name: "Doc", last_name: last, email: uniqueEmail("doc") });
    await page.goto(`/partner/student/${id}?tab=documents`);
    await expect(page.getByRole("heading", { level: 1, name: `Doc ${last}` })).toBeVisible();
    await expect(page.getByText("No documents yet.")).toBeVisible();

    const fileName = `passport-${last}.pdf`;
    await page.locator('input[type="file"]').setInputFiles({
      name: fileName,
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const table = page.getByRole("table", { name: "Documents of the student" });
    await expect(table.getByRole("cell", { name: fileName, exact: true })).toBeVisible();
    await expect(table).toContainText("Passport");
    await snap(page, "students-documents");

    const download = page.waitForEvent("download");
    await table.getByRole("button", { name: `Download ${fileName}` }).click();
    expect((await download).suggestedFilename()).toBe(fileName);

    await page.locator('input[type="file"]').setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just some text, not a PDF at all"),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Only PDF, JPG and PNG files are accepted" }).first(),
    ).toBeVisible();
    await expect(table.getByRole("cell", { name: "notes.pdf", exact: true })).toHaveCount(0);

    await table.getByRole("button", { name: `Delete ${fileName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this document?" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("No documents yet.")).toBeVisible();

    // A student without applications can be deleted by the partner's own account.
    await page.getByRole("button", { name: "Delete student" }).click();
    const sure = page.getByRole("dialog", { name: `Delete Doc ${last}?` });
    await sure.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(students.heading).toBeVisible();
    await page.goto(`/partner/student/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Student not found" })).toBeVisible();
  });

  test("a student with applications cannot be deleted; the server says why", async ({ page }) => {
    await students.goto("?ordering=last_name");
    await students.settled();
    const row = students
      .rows()
      .filter({ has: page.getByRole("cell", { name: "2", exact: true }) })
      .first();
    await row.getByRole("link").first().click();
    await expect(page.getByRole("tab", { name: "Applications (2)" })).toBeVisible();
    await page.getByRole("tab", { name: "Applications (2)" }).click();
    await expect(page.getByRole("table", { name: "Applications of the student" }).locator("tbody tr")).toHaveCount(2);
    await page.getByRole("button", { name: "Delete student" }).click();
    const sure = page.getByRole("dialog", { name: /^Delete / });
    await sure.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(sure.getByRole("alert")).toContainText("has 2 applications; withdraw or archive the student");
  });

  test("a sub-login without the right does not see Delete", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await new ShellPage(page).signIn(accounts.counsellor);
    const list = new StudentsPage(page);
    await list.goto();
    await list.settled();
    await list.rows().first().getByRole("link").first().click();
    await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete student" })).toHaveCount(0);
    await context.close();
  });

  test("another partner's student is not found", async ({ page, browser }) => {
    await students.goto();
    const href = await students.rows().first().getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^\/partner\/student\/\d+$/);

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await new ShellPage(page2).signIn(accounts.partner2);
    await page2.goto(href!);
    await expect(page2.getByRole("heading", { level: 1, name: "Student not found" })).toBeVisible();
    await page2.getByRole("link", { name: "Back to students" }).click();
    await expect(page2.getByRole("heading", { level: 1, name: "Students", exact: true })).toBeVisible();
    await other.close();
    await expect(page).toHaveURL(/\/partner\/student/);
  });

  test("the list and the drawer pass axe; dark mode and a phone-width list", async ({ page }) => {
    await students.goto();
    await expect(students.rows().first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await students.openDrawer();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(students.drawer).toBeHidden();

    await setThemeMode(page, "dark");
    await expect(students.rows().first()).toBeVisible();
    await snap(page, "students-list-dark");
    expect(await seriousViolations(page)).toEqual([]);
    await setThemeMode(page, "light");

    await page.setViewportSize({ width: 390, height: 844 });
    await students.goto();
    // On a phone the list is cards (issue 20).
    await expect(page.getByTestId("row-card").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "students-list-phone");
    await students.openDrawer();
    const box = await students.drawer.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(380);
    await new ShellPage(page).snapViewport("students-drawer-phone");
  });
});
