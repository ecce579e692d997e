import { readFileSync } from "node:fs";
import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

/**
 * Issue 37, decision 057: the owner erases a student with an application in progress; the first try is refused with
 * the server's sentence, the second withdraws it in the same step; the student's page then shows the pseudonym.
 */
test.describe("erasing a student (issue 37)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the owner erases a student, withdrawing the application in progress in the same step", async ({
    page,
    request,
  }) => {
    const owner = await ApiAs.signIn(request, accounts.partner2);
    const application = await owner.newApplication("erase");
    const student = application.student;

    await signInByApi(page, accounts.partner2);
    await page.goto(`/partner/student/${student.id}`);
    await page.getByRole("button", { name: "Erase personal data" }).click();
    const dialog = page.getByRole("dialog", { name: `Erase ${student.name}'s personal data?` });
    await expect(dialog).toContainText(`“Erased student #${student.id}”`);
    const erase = dialog.getByRole("button", { name: "Erase for good" });
    await expect(erase).toBeDisabled();
    await dialog.getByRole("checkbox", { name: "I understand that this cannot be undone" }).check();
    await erase.click();
    await expect(dialog.getByRole("alert")).toContainText(
      `${student.name} has 1 application in progress; withdraw it in the same step to erase the student`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "student-erase-refused");

    await dialog.getByRole("checkbox", { name: "Withdraw any application still in progress in the same step" }).check();
    await erase.click();
    await expect(page).toHaveURL(/\/partner\/student$/);
    await expect(page.getByText(`The personal data of ${student.name} was erased.`)).toBeVisible();

    await page.goto(`/partner/student/${student.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Erased student #${student.id}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
    await expect(
      page.getByRole("status").filter({ hasText: "The personal data of this student was erased on" }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "student-erased");
    const app = await owner.get<{ data: { status: { name: string } } }>(`/partner/application/${application.id}/`);
    expect(app.data.status.name).toBe("Withdrawn");
  });

  test("a counsellor has no Erase button and the API refuses them", async ({ page, request }) => {
    const owner = await ApiAs.signIn(request, accounts.partner);
    const student = await owner.newStudent("erase-sub");
    await signInByApi(page, accounts.counsellor);
    await page.goto(`/partner/student/${student.id}`);
    await expect(page.getByRole("heading", { level: 1, name: student.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
    const counsellor = await ApiAs.signIn(request, accounts.counsellor);
    expect((await counsellor.postRaw(`/partner/students/${student.id}/erase/`, {})).status()).toBe(403);
  });

  test("the owner exports everything held about a student: the archive is made in the background and downloads", async ({
    page,
    request,
  }) => {
    const owner = await ApiAs.signIn(request, accounts.partner);
    const student = await owner.newStudent("access");
    await signInByApi(page, accounts.partner);
    await page.goto(`/partner/student/${student.id}`);
    await page.getByRole("button", { name: "Export all data" }).click();
    await expect(page).toHaveURL(/\/partner\/reports\?job=\d+$/);
    await expect(page.getByText(`The archive of ${student.name}'s data is being made`)).toBeVisible();
    const jobId = Number(new URL(page.url()).searchParams.get("job"));
    const row = page
      .getByRole("table", { name: "Your exports" })
      .locator("tbody tr")
      .filter({ hasText: `#${jobId}` });
    await expect(row).toContainText("A student's data (ZIP)");
    await expect(row).toContainText(`#${student.id}`);
    await expect(row.getByTestId("job-status")).toHaveText("Done", { timeout: 30_000 });
    await expect(row).toContainText("The record and 0 files");
    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: /^Download student-/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^student-${student.id}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "student-access-export");
  });
});
