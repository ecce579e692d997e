import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { ApplicationDetailPage, ApplicationsApi, ApplicationsListPage } from "../pages/applications-page";
import { setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";
import { dismissNotices } from "../session";

// The machine is shared: sign-in, uploads and screenshots can be slow, so each test gets two minutes.
test.describe.configure({ timeout: 120_000 });

test.describe("applications", () => {
  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
  });

  test("New application creates a Draft with a timeline entry", async ({ page }) => {
    const api = new ApplicationsApi(page);
    const student = await api.newStudent("create");
    const course = await api.course("Undergraduate");
    const list = new ApplicationsListPage(page);
    await list.goto();
    await snap(page, "applications-list");

    await list.newButton.click();
    await expect(list.modal).toBeVisible();
    // Nothing chosen: the form says what is missing.
    await list.modal.getByRole("button", { name: "Create application" }).click();
    await expect(list.modal.getByText("Choose a student.")).toBeVisible();
    await expect(list.modal.getByText("Choose a course.")).toBeVisible();

    await list.pick(list.modal, "Student", student.lastName, new RegExp(student.email));
    await list.pick(list.modal, "Course", course.name, course.name);
    await expect(list.modal.getByTestId("chosen-course")).toContainText("Tuition");
    const intake = list.modal.getByRole("combobox", { name: "Intake" });
    await expect(intake).toBeEnabled();
    await intake.click();
    await page.getByRole("option").first().click();
    await snap(page, "applications-create-modal");
    await list.modal.getByRole("button", { name: "Create application" }).click();

    await expect(page).toHaveURL(/\/partner\/application\/\d+$/);
    const id = page.url().split("/").pop();
    await expect(page.getByText(`Application #${id} created as Draft.`)).toBeVisible();
    const detail = new ApplicationDetailPage(page);
    await expect(detail.status).toHaveText("Draft");
    await expect(page.getByRole("link", { name: student.name }).first()).toBeVisible();
    await expect(detail.timeline).toContainText("Created as Draft");
    await expect(detail.timeline).toContainText(`by ${accounts.partner.name}`);
  });

  test("Submit waits for the checklist; uploading every document lets it through", async ({ page }) => {
    const api = new ApplicationsApi(page);
    const app = await api.newApplication("Diploma", "submit");
    const detail = new ApplicationDetailPage(page);
    await detail.goto(app.id);
    await expect(detail.missingItems()).toHaveCount(3);
    await expect(detail.submit).toBeDisabled();
    await expect(page.getByText("Upload every required document before submitting.")).toBeVisible();

    // The server refuses too, with its own sentence.
    const refused = await page.request.post(`/api/partner/application/${app.id}/submit/`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => sessionStorage.accessToken ?? localStorage.accessToken)}`,
      },
      data: {},
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toContain("Upload the missing documents first");

    await detail.uploadAllMissing();
    await expect(detail.checklist).toContainText("passport.pdf");
    await expect(detail.submit).toBeEnabled();
    await detail.submit.click();
    // It asks first, saying what will happen; the one confirmation afterwards is the page's own.
    const confirm = page.getByRole("dialog", { name: `Submit application #${app.id}?` });
    await expect(confirm).toContainText(
      "The application goes to the admissions team; you can no longer edit its documents.",
    );
    await confirm.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(detail.status).toHaveText("Submitted");
    await expect(page.getByText("Application submitted.")).toBeVisible();
    await expect(detail.timeline).toContainText("Draft → Submitted");
    await expect(detail.submit).toHaveCount(0);
  });

  test("messages: an empty one is refused, a real one joins the thread", async ({ page }) => {
    const api = new ApplicationsApi(page);
    const app = await api.newApplication("English Language", "msg");
    const detail = new ApplicationDetailPage(page);
    await detail.goto(app.id);
    await expect(page.getByText("No messages yet.")).toBeVisible();

    await detail.send.click();
    await expect(page.getByText("Write a message.")).toBeVisible();

    const text = `Passport scan is on its way ${Date.now()}`;
    await detail.message.fill(text);
    await detail.send.click();
    await expect(detail.thread.getByRole("listitem").last()).toContainText(text);
    await expect(detail.thread.getByRole("listitem").last()).toContainText(accounts.partner.name);
    await expect(detail.message).toHaveValue("");
    // Admissions were told (decision 043); their bell stays as other specs in this worker expect it.
    await dismissNotices(page.request, accounts.admin, "application.message");
    await detail.message.blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    await new ShellPage(page).snap("applications-detail");
  });

  test("withdraw asks first, then the status changes", async ({ page }) => {
    const api = new ApplicationsApi(page);
    const app = await api.newApplication("English Language", "wd");
    const detail = new ApplicationDetailPage(page);
    await detail.goto(app.id);
    await detail.withdraw.click();
    const dialog = page.getByRole("dialog", { name: `Withdraw application #${app.id}?` });
    await expect(dialog).toContainText("The application is withdrawn and can no longer change. This cannot be undone.");
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.status).toHaveText("Draft");

    await detail.withdraw.click();
    await dialog.getByRole("textbox", { name: "Reason (optional)" }).fill("The student chose another university.");
    await dialog.getByRole("button", { name: "Withdraw application" }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.status).toHaveText("Withdrawn");
    await expect(detail.timeline).toContainText("Draft → Withdrawn");
    await expect(detail.timeline).toContainText("The student chose another university.");
    await expect(detail.withdraw).toHaveCount(0);
    await expect(page.getByText("a final status")).toBeVisible();
  });

  test("status and search filters live in the URL and survive a reload", async ({ page }) => {
    const list = new ApplicationsListPage(page);
    await list.goto();
    await expect(list.count).toHaveText(/^\d+ applications$/);
    const all = await list.count.textContent();

    await list.status.click();
    await page.getByRole("option", { name: "Submitted", exact: true }).click();
    await expect(page).toHaveURL(/status=\d+/);
    await list.search.fill("a");
    await expect(page).toHaveURL(/search=a/);
    await expect(page).toHaveURL(/status=\d+/);
    await expect(list.count).not.toHaveText(all ?? "");
    const filtered = await list.count.textContent();
    await expect(list.rows().first()).toContainText("Submitted");

    await page.reload();
    await expect(list.heading).toBeVisible({ timeout: 20_000 });
    await expect(list.status).toHaveValue("Submitted");
    await expect(list.search).toHaveValue("a");
    await expect(list.count).toHaveText(filtered ?? "");
    // The status column: after the row's checkbox (bulk actions) and the number, student, course, destination, intake.
    const statuses = await list.rows().locator("td:nth-child(7)").allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["Submitted"]));
    await snap(page, "applications-list-filtered");

    await list.clearFilters.click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(list.count).toHaveText(all ?? "");

    // A row opens its detail.
    await list.rows().first().locator("td").nth(4).click();
    await expect(page).toHaveURL(/\/partner\/application\/\d+$/);
  });

  test("axe: list and detail have no serious violations; dark mode and phone width", async ({ page }) => {
    const list = new ApplicationsListPage(page);
    await list.goto();
    expect(await seriousViolations(page)).toEqual([]);

    const api = new ApplicationsApi(page);
    const app = await api.newApplication("Certificate", "axe");
    await api.post(`/partner/application/${app.id}/messages/`, { body: "Checking the entry requirements." });
    const detail = new ApplicationDetailPage(page);
    await detail.goto(app.id);
    await expect(detail.timeline).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await setThemeMode(page, "dark");
    await expect(detail.timeline).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await new ShellPage(page).snap("applications-detail-dark");
    await setThemeMode(page, "light");

    await page.setViewportSize({ width: 390, height: 844 });
    await list.goto();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling on a phone").toBeLessThanOrEqual(0);
    await new ShellPage(page).snap("applications-list-phone");
  });
});

test("another partner's application is not found", async ({ page }) => {
  const login = await page.request.post("/api/login/", {
    data: { email: accounts.partner.email, password: accounts.partner.password },
  });
  const { access } = (await login.json()).data;
  const list = await page.request.get("/api/partner/application/?page_size=1", {
    headers: { Authorization: `Bearer ${access}` },
  });
  const id: number = (await list.json()).results.data[0].id;

  await new ShellPage(page).signIn(accounts.partner2);
  await page.goto(`/partner/application/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Application not found" })).toBeVisible();
  await page.getByRole("link", { name: "All applications" }).click();
  await expect(page).toHaveURL(/\/partner\/application$/);
});
