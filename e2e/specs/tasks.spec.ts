import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

test.describe("tasks (issue 36)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a counsellor creates a task on the Tasks screen and completes it with one click", async ({ page }) => {
    await signInByApi(page, accounts.partner);
    await page.goto("/partner/tasks");
    await expect(page.getByRole("heading", { name: "Tasks", level: 1 })).toBeVisible();
    // The demo partner has tasks already, some overdue (highlighted).
    await expect(page.locator("[data-testid=task][data-overdue]").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "tasks-list");

    const title = `Phone the embassy ${Date.now() % 100000}`;
    await page.getByRole("button", { name: "New task" }).click();
    const drawer = page.getByRole("dialog", { name: "New task" });
    await drawer.getByLabel("Title").fill(title);
    await drawer.getByRole("button", { name: "Create task" }).click();
    await expect(drawer).toBeHidden();
    const card = page.getByTestId("task").filter({ hasText: title });
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: `Complete “${title}”` }).click();
    await expect(page.getByTestId("task").filter({ hasText: title })).toHaveCount(0);
    await page.locator("label[for$='-done']").click();
    await expect(page.getByTestId("task").filter({ hasText: title })).toBeVisible();
    await expect(page.getByRole("button", { name: `Reopen “${title}”` })).toBeVisible();
  });

  test("a new application shows its automatic document tasks", async ({ page, request }) => {
    const partner = await ApiAs.signIn(request, accounts.partner);
    type Named = { id: number; name: string };
    const countries = await partner.get<{ data: (Named & { iso2: string })[] }>("/partner/country/");
    const uk = countries.data.find((c) => c.iso2 === "GB")!;
    const levels = await partner.get<{ data: Named[] }>("/filter/level/");
    const courses = await partner.get<{ results: { data: { id: number }[] } }>(
      `/partner/courses/list/?country=${uk.id}&page_size=20`,
    );
    let chosen: { course: number; intake: Named } | undefined;
    for (const c of courses.results.data) {
      const detail = await partner.get<{ data: { intakes?: Named[] } }>(`/partner/courses/${c.id}/`);
      const intake = detail.data.intakes?.[0];
      if (intake) {
        chosen = { course: c.id, intake };
        break;
      }
    }
    expect(chosen, "a UK course with an open intake").toBeTruthy();
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, "x");
    const student = await partner.post<{ data: { id: number } }>("/partner/add/student/", {
      first_name: "Task",
      last_name: `Docs${stamp}`,
      email: `task.docs.${stamp}@example.org`,
      nationality_id: uk.id,
      study_country_id: uk.id,
      study_level_id: levels.data[0]!.id,
    });
    const app = await partner.post<{ data: { id: number } }>("/partner/application/", {
      student_id: student.data.id,
      course_id: chosen!.course,
      intake_id: chosen!.intake.id,
    });

    await signInByApi(page, accounts.partner);
    await page.goto(`/partner/application/${app.data.id}`);
    const panel = page.getByTestId("tasks-panel");
    await expect(
      panel.getByTestId("task").filter({ hasText: `Upload the passport for Task Docs${stamp}` }),
    ).toBeVisible();
    await expect(panel.getByText("Missing document").first()).toBeVisible();
    await snap(page, "tasks-application-panel");
  });

  test.describe("on a phone in Arabic", () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: "ar" });
    test("the Tasks screen reads right to left as cards and passes axe", async ({ page }) => {
      await signInByApi(page, accounts.counsellor);
      await page.goto("/partner/tasks");
      await expect(page.getByRole("heading", { name: "المهام", level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByTestId("task").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, "tasks-ar-390");
    });
  });
});
