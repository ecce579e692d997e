import type { APIRequestContext } from "@playwright/test";
import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { AdminCataloguePage } from "../pages/admin-catalogue-page";
import { signInByApi } from "../session";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A calendar day as the English screens write it ("12 Mar 2026"). */
const shown = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

async function call<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const res = await request.fetch(`/api${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), json: (await res.json()) as T };
}

test("the Superadmin sets a deadline; the partner sees it on the course, the application and the list filter", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const courseName = `MSc Deadline Studies ${stamp}`;
  const admin = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  const adminSession = await signInByApi(admin, accounts.admin);
  const partnerSession = await signInByApi(page, accounts.partner);
  const asAdmin = <T>(method: string, url: string, data?: unknown) =>
    call<T>(admin.request, adminSession.access, method, url, data);
  const asPartner = <T>(method: string, url: string, data?: unknown) =>
    call<T>(page.request, partnerSession.access, method, url, data);

  // A course of its own starting in an intake at least three months away, and a Draft application for it.
  const now = new Date();
  const soonest = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 + 3;
  const intakes = await asAdmin<{ data: { id: number; month: number; year: number }[] }>(
    "GET",
    "/admin/upcoming-intakes/",
  );
  const intake = intakes.json.data.find((i) => i.year * 12 + i.month >= soonest)!;
  const any = await asAdmin<{ results: { data: { provider_id: number; study_level_id: number }[] } }>(
    "GET",
    "/admin/courses/?page_size=1",
  );
  const template = any.json.results.data[0]!;
  const course = await asAdmin<{ data: { id: number } }>("POST", "/admin/courses/", {
    provider_id: template.provider_id,
    study_level_id: template.study_level_id,
    name: courseName,
    discipline: "Data Science",
    duration_months: 12,
    tuition_fee: 18000,
    currency: "GBP",
    intake_months: [intake.month],
  });
  expect(course.status).toBe(201);
  const students = await asPartner<{ results: { data: { id: number }[] } }>("GET", "/partner/students/?page_size=1");
  const created = await asPartner<{ data: { id: number } }>("POST", "/partner/application/", {
    student_id: students.json.results.data[0]!.id,
    course_id: course.json.data.id,
    intake_id: intake.id,
  });
  expect(created.status).toBe(201);
  const appId = created.json.data.id;

  // The Superadmin sets the intake's deadline five days from now in the course drawer.
  const closes = iso(Date.parse(`${iso(Date.now())}T00:00:00Z`) + 5 * DAY);
  const ui = new AdminCataloguePage(admin);
  await admin.goto("/admin/courses");
  await ui.filter(ui.courses, courseName);
  await ui.rowAction(courseName, "Edit");
  const field = ui.drawer.getByTestId(`deadline-${intake.year}-${String(intake.month).padStart(2, "0")}`);
  await expect(field).toBeEnabled();
  await field.fill(closes);
  await snap(admin, "deadlines-admin-form");
  await ui.drawer.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByText(`${courseName} was saved.`)).toBeVisible();
  const saved = await asAdmin<{ data: { application_deadlines: { intake_id: number; closes_on: string | null }[] } }>(
    "GET",
    `/admin/courses/${course.json.data.id}/`,
  );
  expect(saved.json.data.application_deadlines.find((d) => d.intake_id === intake.id)?.closes_on).toBe(closes);
  await admin.close();

  // The partner sees it on the course.
  await page.goto(`/partner/courses/${course.json.data.id}`);
  await expect(page.getByTestId("intake-deadlines")).toContainText(`Applications close ${shown(closes)}`);
  await snap(page, "deadlines-course");

  // On the application page, with the days left, highlighted.
  await page.goto(`/partner/application/${appId}`);
  const deadline = page.getByTestId("application-deadline");
  await expect(deadline).toContainText(`Applications close ${shown(closes)}`);
  await expect(deadline).toContainText("5 days left");
  await expect(deadline).toHaveAttribute("data-urgent", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "deadlines-application");

  // And the list's "Deadline within 14 days" filter, kept in the URL, shows the application.
  await page.goto("/partner/application");
  await page.getByText("Deadline within 14 days", { exact: true }).click();
  await expect(page).toHaveURL(/deadline=soon/);
  const table = page.getByRole("table", { name: /applications/i });
  await expect(table).toContainText(courseName);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "deadlines-list");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Deadline within 14 days" })).toBeChecked();

  // Phone width and Arabic (right to left): the same application.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/partner/application/${appId}`);
  await expect(page.getByTestId("application-deadline")).toBeVisible();
  await snap(page, "deadlines-application-390");
  const arabic = await page.request.patch("/api/me/", {
    data: { language: "ar" },
    headers: { authorization: `Bearer ${partnerSession.access}` },
  });
  expect(arabic.status(), await arabic.text()).toBe(200);
  // A new tab signed in after the change opens in the partner's language.
  const ar = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    await signInByApi(ar, accounts.partner);
    await ar.goto(`/partner/application/${appId}`);
    await expect(ar.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(ar.getByTestId("application-deadline")).toContainText("الموعد النهائي للتقديم");
    await snap(ar, "deadlines-application-ar-390");
    await ar.setViewportSize({ width: 1280, height: 800 });
    await ar.goto("/partner/application?deadline=soon");
    await expect(ar.getByRole("checkbox", { name: "موعد نهائي خلال 14 يومًا" })).toBeChecked();
    await expect(ar.getByRole("table")).toContainText(courseName);
    await snap(ar, "deadlines-list-ar");
  } finally {
    await ar.close();
    await page.request.patch("/api/me/", {
      data: { language: null },
      headers: { authorization: `Bearer ${partnerSession.access}` },
    });
  }
});
