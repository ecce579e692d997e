import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

/**
 * Issue 37, decision 055: a counsellor looks at a student; the owner sees who, what and when on the student's page
 * ("Who viewed this") and on the company page; a sub-login has no such tab.
 */
test.describe("who viewed this (issue 37)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the owner sees the counsellor's look at a student, on the student's page and the company page", async ({
    page,
    request,
  }) => {
    const owner = await ApiAs.signIn(request, accounts.partner);
    const student = await owner.newStudent("reads");
    // The counsellor opens the student (through the API, as their page does) and downloads nothing.
    const counsellor = await ApiAs.signIn(request, accounts.counsellor);
    await counsellor.get(`/partner/students/${student.id}/`);

    await signInByApi(page, accounts.partner);
    await page.goto(`/partner/student/${student.id}?tab=views`);
    const log = page.getByRole("table", { name: "Who viewed this" });
    const row = log.locator("tbody tr").filter({ hasText: accounts.counsellor.name });
    await expect(row.first()).toContainText("Profile");
    // The owner's own visit to this page is there too, newest first.
    await expect(log.locator("tbody tr").first()).toContainText(accounts.partner.name);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "student-who-viewed");

    await page.goto("/partner/company");
    const all = page.getByRole("table", { name: "Who viewed your students' data" });
    await expect(all.getByRole("link", { name: student.name }).first()).toBeVisible();
    await page.getByRole("combobox", { name: "Show" }).click();
    await page.getByRole("option", { name: "Profile" }).click();
    await expect(all.locator("tbody tr").first()).toContainText("Profile");
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "company-who-viewed");
  });

  test("a sub-login has no Who viewed this tab, and the API refuses it", async ({ page, request }) => {
    const owner = await ApiAs.signIn(request, accounts.partner);
    const student = await owner.newStudent("readsub");
    const session = await signInByApi(page, accounts.counsellor);
    await page.goto(`/partner/student/${student.id}`);
    await expect(page.getByRole("tab", { name: "Activity" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Who viewed this" })).toHaveCount(0);
    const refused = await page.request.get(`/api/partner/students/${student.id}/reads/`, {
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(refused.status()).toBe(403);
  });
});
