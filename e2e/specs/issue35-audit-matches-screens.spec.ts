import { accounts, expect, test } from "../fixtures";
import { ApiAs, calmSnap as snap } from "../pages/admin-applications-page";
import { setThemeMode } from "../pages/header";
import { signInByApi } from "../session";

/**
 * Issue 35 (decision 049): the company page's activity log in the reader's words (no "application.status", no
 * "application #12"), and the screens of it and of a student's course matches in light, dark, Arabic and at 390 px.
 */
test.describe.configure({ timeout: 120_000 });

/** A new student with an application moved to Under review by the Superadmin: entries of both kinds in the log. */
async function movedApplication(request: Parameters<typeof ApiAs.signIn>[0]) {
  const partner = await ApiAs.signIn(request, accounts.partner);
  const admin = await ApiAs.signIn(request, accounts.admin);
  const app = await partner.newApplication("words");
  const statuses = await admin.get<{ results: { data: { id: number; name: string }[] } }>(
    "/masters/application-statuses/?page_size=100",
  );
  const review = statuses.results.data.find((s) => s.name === "Under review")!;
  await admin.post(`/admin/applications/${app.id}/move/`, { status_id: review.id });
  return app;
}

const WORDS = {
  es: { moved: "Estado de solicitud cambiado", application: "Solicitud", added: "Estudiante agregado" },
  ar: { moved: "تغيير حالة طلب", application: "طلب", added: "إضافة طالب" },
} as const;

for (const [locale, want] of Object.entries(WORDS)) {
  test.describe(`the company page's activity log in ${locale}`, () => {
    test.use({ locale });

    test("each entry names its kind of action and its record in words, never a code", async ({ page, request }) => {
      const app = await movedApplication(request);
      await signInByApi(page, accounts.partner);
      await page.goto("/partner/company");
      // The activity log's own table (the page also shows who viewed the students' data, issue 37).
      const log = page.locator("section[aria-labelledby=activity-heading]").getByRole("table");
      const moved = log
        .locator("tbody tr")
        .filter({ has: page.getByTestId("audit-action").getByText(want.moved, { exact: true }) })
        .filter({ has: page.getByTestId("audit-record").getByText(`#${app.id}`, { exact: true }) });
      await expect(moved).toHaveCount(1);
      await expect(moved.getByTestId("audit-record")).toHaveText(`${want.application} #${app.id}`);
      // The student's row among others that name them (the move's automatic tasks, issue 36).
      const added = log
        .locator("tbody tr")
        .filter({ hasText: app.student.name })
        .filter({ has: page.getByTestId("audit-action").getByText(want.added, { exact: true }) });
      await expect(added).toHaveCount(1);
      const text = (await log.textContent()) ?? "";
      expect(text).not.toMatch(/\b(application|student|user)\.[a-z_]+\b/);
      expect(text).not.toMatch(/\b(application|student|user) #\d+/);
      await snap(page, `issue35-company-audit-${locale}`);
    });
  });
}

test.describe("screens of the activity log and the course matches", () => {
  test("light and dark at 1280 px", async ({ page, request }) => {
    const app = await movedApplication(request);
    await signInByApi(page, accounts.partner);
    for (const mode of ["light", "dark"] as const) {
      await page.goto("/partner/company");
      await setThemeMode(page, mode);
      await expect(page.getByTestId("audit-action").first()).toBeVisible();
      await snap(page, `issue35-company-audit-${mode}`);
      await page.goto(`/partner/student/${app.student.id}?tab=matches`);
      await expect(page.getByTestId("match").first()).toBeVisible({ timeout: 20_000 });
      await snap(page, `issue35-student-matches-${mode}`);
    }
    await setThemeMode(page, "light");
  });

  test.describe("in Arabic", () => {
    test.use({ locale: "ar" });
    test("the matches tab", async ({ page, request }) => {
      const app = await movedApplication(request);
      await signInByApi(page, accounts.partner);
      await page.goto(`/partner/student/${app.student.id}?tab=matches`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByTestId("match").first()).toBeVisible({ timeout: 20_000 });
      await snap(page, "issue35-student-matches-ar");
    });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("both screens fit the phone", async ({ page, request }) => {
      const app = await movedApplication(request);
      await signInByApi(page, accounts.partner);
      for (const [url, ready, name] of [
        ["/partner/company", "audit-action", "issue35-company-audit-390"],
        [`/partner/student/${app.student.id}?tab=matches`, "match", "issue35-student-matches-390"],
      ] as const) {
        await page.goto(url);
        await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
        await snap(page, name);
      }
    });
  });
});

test.describe("the Superadmin in Spanish", () => {
  test.use({ locale: "es" });

  test("the providers list names countries in Spanish, as the partners' screens do (decision 047)", async ({
    page,
  }) => {
    await signInByApi(page, accounts.admin);
    await page.goto("/admin/providers?country=&search=");
    const table = page.getByRole("table").first();
    await expect(table.getByText("Reino Unido", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(table.getByText("United Kingdom", { exact: true })).toHaveCount(0);
    await snap(page, "issue35-admin-providers-es");
  });
});
