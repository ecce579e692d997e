import { Secret, TOTP } from "otpauth";
import { accounts, expect, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { CataloguePage } from "../pages/catalogue-page";
import { setThemeMode, signInAs } from "../pages/header";
import { newSubLogin } from "../pages/sublogins-page";

/** Issue 35, the smaller things seen on the screens: each check here failed before its change. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("issue 35: smaller things on the screens", () => {
  test.describe.configure({ timeout: 120_000 });

  test("two-factor: the badge says On while the codes show, and back-to-top never covers the done button", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 760 });
    const { email, password } = await newSubLogin(request, "Tariq Badge");
    await signInAs(page, { email, password });
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Turn on" }).click();
    const secret = (await card.getByTestId("two-factor-secret").textContent())?.replace(/\s/g, "") ?? "";
    const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
    await card.getByRole("textbox", { name: /6-digit code from the app/ }).fill(code);
    await card.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(card.getByText("Save your recovery codes")).toBeVisible();
    await expect(card.getByText("On", { exact: true })).toBeVisible();
    await expect(card.getByText("Off", { exact: true })).toHaveCount(0);

    // The done button at the bottom of the screen, where the back-to-top button floats.
    const done = card.getByRole("button", { name: "I have saved my codes" });
    await done.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 30);
    });
    const top = page.getByRole("button", { name: "Scroll to top" });
    await expect(top).toBeVisible();
    expect(overlap((await done.boundingBox())!, (await top.boundingBox())!)).toBe(false);
    await snap(page, "issue35-two-factor-codes-390");
  });

  test("shortlist apply names each course already applied for and marks its row", async ({ page, request }) => {
    const api = await ApiAs.signIn(request, accounts.partner);
    const student = await api.newStudent("Dup");
    const { course, intake } = await api.courseWithIntake();
    await api.post("/partner/application/", { student_id: student.id, course_id: course.id, intake_id: intake.id });
    await signInAs(page, accounts.partner);
    const cat = new CataloguePage(page);
    await cat.clearShortlist();
    await api.postRaw("/partner/shortlist/", { course_id: course.id });
    await page.goto("/partner/courses/compare");
    await page.getByRole("button", { name: "Apply for a student" }).click();
    const dialog = cat.applyDialog;
    await dialog.getByRole("combobox", { name: "Student" }).fill(student.lastName);
    await page.getByRole("option", { name: new RegExp(student.lastName) }).click();
    await cat.choose(`Intake for ${course.name}`, intake.name, dialog);
    await dialog.getByRole("button", { name: /^Create 1 application$/ }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("already has an application for one of these courses");
    await expect(alert).toContainText(`Already applied: ${course.name}, `);
    await expect(alert).toContainText(intake.name);
    const row = dialog.getByTestId("apply-course").filter({ hasText: course.name });
    await expect(row.getByText(/^Already applied: /)).toBeVisible();
    await snap(page, "issue35-shortlist-duplicate");
  });

  test("a new page starts at its top; the students page says what it is; toasts sit under the header", async ({
    page,
  }) => {
    await signInAs(page, accounts.partner);
    await page.goto("/partner/student");
    await expect(page.getByRole("heading", { level: 1, name: "Students", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Manage Application" })).toBeVisible();

    await page.goto("/partner/application");
    await expect(page.getByRole("main").getByRole("row").nth(5)).toBeVisible();
    const last = page.getByRole("main").getByRole("row").last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await last.getByRole("link", { name: /^#\d+$/ }).click();
    await expect(page).toHaveURL(/\/partner\/application\/\d+/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const header = page.getByRole("banner");
    const headerBox = (await header.boundingBox())!;
    const toasts = page.locator(".mantine-Notifications-root[data-position='top-right']");
    const top = await toasts.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await setThemeMode(page, "dark");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await snap(page, "issue35-application-dark");
  });
});
