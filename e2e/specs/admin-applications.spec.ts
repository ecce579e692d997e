import { accounts, expect, test } from "../fixtures";
import {
  AdminApplicationPage,
  AdminQueuePage,
  ApiAs,
  calmSnap,
  MONTHS,
  pageAs,
  pdf,
  seriousViolations,
} from "../pages/admin-applications-page";
import { ApplicationDetailPage, ApplicationsListPage } from "../pages/applications-page";
import { Header, setThemeMode } from "../pages/header";
import { MastersPage } from "../pages/masters-page";
import { ShellPage } from "../pages/shell-page";

type Course = { id: number; name: string; intake_months: number[]; provider: { id: number; name: string } };

// The machine is shared: sign-ins, two browser contexts and screenshots can be slow.
test.describe.configure({ timeout: 150_000 });

test("create an intake and use it in a partner's new application", async ({ page, browser, request }) => {
  const admin = await ApiAs.signIn(request, accounts.admin);
  const partner = await ApiAs.signIn(request, accounts.partner);
  // A seeded course with a start month, whose name finds at most one page of the course picker's search.
  const list = await partner.get<{ results: { data: Course[] } }>("/partner/courses/list/?page_size=50");
  let course: Course | undefined;
  for (const c of list.results.data.filter((x) => x.intake_months.length > 0)) {
    const found = await partner.get<{ count: number }>(
      `/partner/courses/list/?${new URLSearchParams({ search: c.name, page_size: "1" })}`,
    );
    if (found.count <= 20) {
      course = c;
      break;
    }
  }
  if (!course) throw new Error("no seeded course the course picker can find");
  const month = MONTHS[course.intake_months[0]! - 1]!;
  // A year no one has yet: the latest the Masters accept, counting down (always in the future).
  const years = await admin.get<{ results: { data: { year: number }[] } }>("/masters/years/?page_size=100");
  const taken = new Set(years.results.data.map((y) => y.year));
  let year = 2100;
  while (taken.has(year)) year -= 1;
  const intakeName = `${month} ${year}`;
  const student = await partner.newStudent("intake");

  // The Superadmin adds the year and the intake through the Masters screens.
  await new ShellPage(page).signIn(accounts.admin);
  const yearsPage = new MastersPage(page, "Years");
  await page.goto("/year");
  await expect(yearsPage.heading).toHaveText("Years");
  await page.getByRole("button", { name: "Add year" }).click();
  await yearsPage.drawer.getByRole("textbox", { name: "Year" }).fill(String(year));
  await yearsPage.drawer.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(`${year} was created.`)).toBeVisible();

  const intakes = new MastersPage(page, "Intakes");
  await page.goto("/intake");
  await expect(intakes.heading).toHaveText("Intakes");
  await page.getByRole("button", { name: "Add intake" }).click();
  await intakes.drawer.getByRole("textbox", { name: "Name" }).fill(intakeName);
  await intakes.choose("Month", month);
  await intakes.choose("Year", String(year));
  await intakes.drawer.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(`${intakeName} was created.`)).toBeVisible();
  await intakes.filter(intakeName);
  await expect(intakes.row(intakeName)).toContainText("Active");

  // The partner starts a New application for that course and picks the new intake.
  const partnerPage = await pageAs(browser, accounts.partner);
  const apps = new ApplicationsListPage(partnerPage);
  await apps.goto();
  await apps.newButton.click();
  await expect(apps.modal).toBeVisible();
  await apps.pick(apps.modal, "Student", student.lastName, new RegExp(student.lastName));
  const courseBox = apps.modal.getByRole("combobox", { name: "Course" });
  await courseBox.click();
  await courseBox.fill(course.name);
  await partnerPage
    .getByRole("option")
    .filter({ hasText: course.name })
    .filter({ hasText: course.provider.name })
    .first()
    .click();
  const intake = apps.modal.getByRole("combobox", { name: "Intake" });
  await expect(intake).toBeEnabled();
  await intake.click();
  await partnerPage.getByRole("option", { name: intakeName, exact: true }).click();
  await apps.modal.getByRole("button", { name: "Create application" }).click();

  await expect(partnerPage).toHaveURL(/\/partner\/application\/\d+$/);
  const detail = new ApplicationDetailPage(partnerPage);
  await expect(detail.status).toHaveText("Draft");
  await expect(partnerPage.getByText(intakeName).first()).toBeVisible();
  await expect(detail.timeline).toContainText("Created as Draft");
  const id = Number(partnerPage.url().split("/").pop());
  const created = await partner.get<{ data: { intake: { name: string }; status: { name: string } } }>(
    `/partner/application/${id}/`,
  );
  expect(created.data).toMatchObject({ intake: { name: intakeName }, status: { name: "Draft" } });
  await partnerPage.context().close();
});

test("move an application to Conditional offer and see the partner's notification", async ({
  page,
  browser,
  request,
}) => {
  const partner = await ApiAs.signIn(request, accounts.partner);
  const app = await partner.newApplication("move");
  const note = `Conditional on IELTS 6.5 by July (${Date.now()})`;

  await new ShellPage(page).signIn(accounts.admin);
  const queue = new AdminQueuePage(page);
  await queue.goto();
  await expect(queue.rows().first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await calmSnap(page, "admin-applications");

  // Search + partner filter narrow the queue to the new application; both live in the URL.
  await queue.search.fill(app.student.lastName);
  await expect(page).toHaveURL(new RegExp(`search=${app.student.lastName}`));
  await queue.choosePartner(accounts.partner.partnerName);
  await expect(page).toHaveURL(/partner=\d+/);
  await expect(queue.rows()).toHaveCount(1);
  await expect(queue.rows().first()).toContainText(app.student.name);
  await expect(queue.rows().first()).toContainText(accounts.partner.partnerName);
  await expect(queue.rows().first()).toContainText("Draft");
  await page.reload();
  await expect(queue.search).toHaveValue(app.student.lastName);
  await expect(queue.partner).toHaveValue(accounts.partner.partnerName);
  await expect(queue.rows()).toHaveCount(1);

  // The row opens the detail.
  await queue.rows().first().locator("td").nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${app.id}$`));
  const detail = new AdminApplicationPage(page);
  await expect(detail.heading(app.id)).toBeVisible();
  await expect(detail.status).toHaveText("Draft");
  await expect(page.getByRole("link", { name: accounts.partner.partnerName })).toBeVisible();

  // Nothing chosen: the form says so.
  await detail.moveButton.click();
  await expect(page.getByText("Choose a status.")).toBeVisible();

  await detail.move(app.id, "Conditional offer", note);
  await expect(page.getByText(`Application #${app.id} moved to Conditional offer.`)).toBeVisible();
  await expect(detail.timeline).toContainText("Draft → Conditional offer");
  await expect(detail.timeline).toContainText(note);
  await expect(detail.timeline).toContainText(`by ${accounts.admin.name}`);

  // The offer letter: a PDF only, then it is listed.
  // The offer letter's own file field (the conversation beside it has one too).
  const offerFile = page.getByRole("region", { name: "Offer letter" }).locator('input[type="file"]');
  await offerFile.setInputFiles({ ...pdf("offer.png"), mimeType: "image/png" });
  await detail.offerUpload.click();
  await expect(page.getByText("The offer letter must be a PDF.")).toBeVisible();
  const letter = `offer-${app.id}.pdf`;
  await offerFile.setInputFiles(pdf(letter));
  await detail.offerUpload.click();
  await expect(page.getByText(`${letter} was sent to the partner.`)).toBeVisible();
  await expect(detail.offerLetters).toContainText(letter);
  const downloading = page.waitForEvent("download");
  await detail.offerLetters.getByRole("button", { name: `Download ${letter}` }).click();
  expect((await downloading).suggestedFilename()).toBe(letter);

  // Once the confirmations have gone: axe, then a screenshot of the settled page.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
  await calmSnap(page, "admin-application-detail");

  // The partner sees the notification in the header bell and the move with its note on the timeline.
  const partnerPage = await pageAs(browser, accounts.partner);
  const header = new Header(partnerPage);
  const panel = await header.openNotifications();
  await expect(panel.getByText(`Application #${app.id} is now Conditional offer`)).toBeVisible();
  await expect(panel.getByText(`Offer letter for application #${app.id}`)).toBeVisible();
  await partnerPage.keyboard.press("Escape");
  const partnerDetail = new ApplicationDetailPage(partnerPage);
  await partnerDetail.goto(app.id);
  await expect(partnerDetail.status).toHaveText("Conditional offer");
  await expect(partnerDetail.timeline).toContainText("Draft → Conditional offer");
  await expect(partnerDetail.timeline).toContainText(note);
  await partnerPage.context().close();
});

test("a final status locks the application: no move form, and the server refuses", async ({ page, request }) => {
  const partner = await ApiAs.signIn(request, accounts.partner);
  const admin = await ApiAs.signIn(request, accounts.admin);
  const app = await partner.newApplication("lock");

  await new ShellPage(page).signIn(accounts.admin);
  const detail = new AdminApplicationPage(page);
  await detail.goto(app.id);
  await expect(detail.locked).toHaveCount(0);
  await detail.move(app.id, "Rejected", "The provider declined: entry requirements not met.", { final: true });
  await expect(detail.locked).toBeVisible();
  await expect(detail.locked).toContainText("Locked: Rejected is a final status");
  await expect(detail.moveButton).toHaveCount(0);
  await expect(detail.moveStatus).toHaveCount(0);
  await expect(detail.timeline).toContainText("Draft → Rejected");

  // The same after a reload, and the server refuses a move too.
  await page.reload();
  await expect(detail.locked).toBeVisible();
  await expect(detail.moveButton).toHaveCount(0);
  const statuses = await admin.get<{ results: { data: { id: number; name: string }[] } }>(
    "/masters/application-statuses/?page_size=100",
  );
  const submitted = statuses.results.data.find((s) => s.name === "Submitted")!;
  const refused = await admin.postRaw(`/admin/applications/${app.id}/move/`, { status_id: submitted.id });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain("final status");
  expect(await seriousViolations(page)).toEqual([]);

  // Dark mode too.
  await setThemeMode(page, "dark");
  await expect(detail.locked).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await calmSnap(page, "admin-application-locked-dark");
});
