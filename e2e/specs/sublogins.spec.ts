import type { Browser, Page } from "@playwright/test";
import {
  accounts,
  expect,
  lastOutboxNumber,
  newestMailTo,
  readStorage,
  seriousViolations,
  snap,
  test,
  uniqueEmail,
} from "../fixtures";
import { LoginPage } from "../pages/login-page";
import { ShellPage } from "../pages/shell-page";
import { SubLoginsPage } from "../pages/sublogins-page";

const FORBIDDEN = "You do not have access to this page";

/** A second browser (its own storage) for the sub-login, so the partner stays signed in. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

async function partnerOn(page: Page) {
  await new ShellPage(page).signIn(accounts.partner);
  const subLogins = new SubLoginsPage(page);
  await subLogins.goto();
  return subLogins;
}

test.describe("sub-logins", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  // Shared by the serial tests below: a Finance sub-login created through the form.
  const finance = { name: `Fatima Finance ${Date.now() % 100000}`, email: uniqueEmail("finance"), password: "" };
  finance.password = `Finance@${Date.now().toString().slice(-6)}`;

  test("the partner adds a limited sub-login, which sets its password from the invitation and sees only its screens", async ({
    page,
    browser,
  }) => {
    const subLogins = await partnerOn(page);
    await snap(page, "sublogins-list");
    const after = lastOutboxNumber();

    await subLogins.openAdd();
    await subLogins.fill({ name: finance.name, email: finance.email });
    await subLogins.chooseRole("Finance");
    // The template's own permissions are listed, not offered again as extras.
    const included = subLogins.drawer.getByTestId("template-permissions");
    await expect(included).toContainText("View applications");
    await expect(subLogins.extra("View applications")).toHaveCount(0);
    await expect(subLogins.extra("Browse providers and courses")).toBeVisible();
    await subLogins.submit("Add and send invitation");
    await expect(subLogins.drawer).toBeHidden();
    await expect(
      subLogins.notification(`An invitation to choose a password was sent to ${finance.email}`),
    ).toBeVisible();
    const row = subLogins.row(finance.email);
    await expect(row).toContainText(finance.name);
    await expect(row).toContainText("Finance");
    await expect(row.getByText("Invited")).toBeVisible();
    await expect(row.getByTestId("performance")).toHaveText("0 students0 applications");

    // The invitation arrives and sets the password.
    const mail = await newestMailTo(finance.email, after);
    const link = /https?:\/\/\S+\/authentication\/reset-password\/confirm\?token=\S+/.exec(mail.body)?.[0];
    expect(link, `an invitation link in ${mail.file}`).toBeTruthy();
    const other = await otherBrowser(browser);
    try {
      const p = other.page;
      await p.goto(link!);
      // A first password, not a replacement (issue 20).
      await expect(p.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
      await p.getByRole("textbox", { name: "New password" }).fill(finance.password);
      await p.getByRole("textbox", { name: "Confirm password" }).fill(finance.password);
      await p.getByRole("button", { name: "Set password" }).click();
      await expect(p).toHaveURL(/\/login$/);

      const shell = new ShellPage(p);
      await shell.signIn(finance);
      // Finance: applications, payments, reports and updates; no students, courses, providers or sub-logins.
      await expect(shell.menuEntry("Total Applications")).toBeVisible();
      await expect(shell.menuEntry("Update Payment Status")).toBeVisible();
      for (const hidden of ["Manage Application", "Courses", "Education Providers", "Sub Logins"]) {
        await expect(shell.menuEntry(hidden)).toHaveCount(0);
      }
      for (const url of ["/partner/student", "/partner/courses", "/partner/educationprovider", "/partner/sublogins"]) {
        await p.goto(url);
        await expect(p.getByRole("heading", { level: 1, name: FORBIDDEN }), url).toBeVisible();
      }
      await p.goto("/partner/application");
      await expect(p.locator("h1").first()).toBeVisible();
      await expect(p.getByText(FORBIDDEN)).toHaveCount(0);
    } finally {
      await other.close();
    }

    await page.reload();
    await expect(subLogins.row(finance.email).getByText("Active", { exact: true })).toBeVisible();
  });

  test("the partner changes the role, disables the sub-login (it cannot sign in) and enables it again", async ({
    page,
    browser,
  }) => {
    const subLogins = await partnerOn(page);
    await subLogins.action(finance.email, "Edit");
    await expect(subLogins.drawer).toBeVisible();
    await expect(subLogins.field("Email")).toHaveValue(finance.email);
    await expect(subLogins.field("Email")).toHaveAttribute("readonly", "");
    await subLogins.chooseRole("Read only");
    await subLogins.extra("Export reports").check();
    await subLogins.submit("Save changes");
    await expect(subLogins.drawer).toBeHidden();
    await expect(subLogins.notification(`${finance.name} was saved.`)).toBeVisible();
    await expect(subLogins.row(finance.email)).toContainText("Read only");

    // The extra is kept beyond the template.
    await subLogins.action(finance.email, "Edit");
    await expect(subLogins.extra("Export reports")).toBeChecked();
    await subLogins.drawer.getByRole("button", { name: "Cancel" }).click();
    await expect(subLogins.drawer).toBeHidden();

    await subLogins.action(finance.email, "Disable");
    await expect(subLogins.notification(`${finance.name} was disabled`)).toBeVisible();
    await expect(subLogins.row(finance.email).getByText("Disabled")).toBeVisible();

    const other = await otherBrowser(browser);
    try {
      const login = new LoginPage(other.page);
      await login.goto();
      await login.signIn(finance.email, finance.password);
      await expect(login.error).toHaveText("This account has been disabled by your partner administrator.");

      await subLogins.action(finance.email, "Enable");
      await expect(subLogins.notification(`${finance.name} can sign in again.`)).toBeVisible();
      await expect(subLogins.row(finance.email).getByText("Active", { exact: true })).toBeVisible();

      await login.submit.click();
      // A sub-login lands on My day (issue 36).
      await expect(other.page).toHaveURL(/\/partner\/my-day$/);
      // Read only + Export reports: students are visible now, payments are not.
      const shell = new ShellPage(other.page);
      await expect(shell.menuEntry("Manage Application")).toBeVisible();
      await expect(shell.menuEntry("Export Reports")).toBeVisible();
      await expect(shell.menuEntry("Update Payment Status")).toHaveCount(0);
    } finally {
      await other.close();
    }

    const after = lastOutboxNumber();
    await subLogins.action(finance.email, "Send password-reset link");
    await expect(subLogins.notification(`A password link was sent to ${finance.email}.`)).toBeVisible();
    await newestMailTo(finance.email, after);
  });

  test("delete refuses with the server's sentence for a sub-login with activity and removes a fresh one", async ({
    page,
  }) => {
    const subLogins = await partnerOn(page);

    // The counsellor's figures are the API's.
    const storage = await readStorage(page);
    const token = storage.session.accessToken ?? storage.local.accessToken;
    const res = await page.request.get("/api/partner/sublogin/list/?page_size=100", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const list = (await res.json()) as {
      results: { data: { email: string; performance: { students: number; applications: number } }[] };
    };
    const counsellor = list.results.data.find((s) => s.email === accounts.counsellor.email)!;
    const perf = subLogins.row(accounts.counsellor.email).getByTestId("performance");
    await expect(perf).toContainText(`${counsellor.performance.students} student`);
    await expect(perf).toContainText(`${counsellor.performance.applications} application`);

    await subLogins.action(accounts.counsellor.email, "Delete");
    await expect(subLogins.deleteDialog).toBeVisible();
    await subLogins.deleteDialog.getByRole("button", { name: "Delete" }).click();
    const sentence = `${accounts.counsellor.name} has already used the portal; disable the account instead of deleting it.`;
    await expect(subLogins.deleteDialog.getByRole("alert")).toHaveText(sentence);
    await expect(subLogins.notification(sentence)).toBeVisible();
    await snap(page, "sublogins-delete-refused");
    await subLogins.deleteDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(subLogins.row(accounts.counsellor.email)).toBeVisible();

    const fresh = { name: "Temporary Tom", email: uniqueEmail("temp"), role: "Read only" };
    await subLogins.create(fresh);
    await subLogins.action(fresh.email, "Delete");
    await subLogins.deleteDialog.getByRole("button", { name: "Delete" }).click();
    await expect(subLogins.deleteDialog).toBeHidden();
    await expect(subLogins.notification(`${fresh.name} was deleted.`)).toBeVisible();
    await expect(subLogins.row(fresh.email)).toHaveCount(0);
  });

  test("the form shows its own and the server's field errors", async ({ page }) => {
    const subLogins = await partnerOn(page);
    await subLogins.openAdd();
    await subLogins.submit("Add and send invitation");
    await expect(subLogins.drawer.getByText("Name is required.")).toBeVisible();
    await expect(subLogins.drawer.getByText("Email is required.")).toBeVisible();
    await expect(subLogins.drawer.getByText("Choose a role template.")).toBeVisible();
    await expect(subLogins.field("Full name")).toHaveAttribute("aria-invalid", "true");

    await subLogins.fill({ name: "Someone Else", email: accounts.counsellor.email, role: "Counsellor" });
    await subLogins.submit("Add and send invitation");
    await expect(subLogins.drawer.getByText("An account with this email already exists.")).toBeVisible();
    await expect(subLogins.field("Email")).toHaveAttribute("aria-invalid", "true");
    await snap(page, "sublogins-form-errors");
  });

  test("the page and the form have no serious accessibility violations", async ({ page }) => {
    const subLogins = await partnerOn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await subLogins.openAdd();
    await subLogins.chooseRole("Counsellor");
    expect(await seriousViolations(page)).toEqual([]);
    await subLogins.drawer.getByRole("button", { name: "Cancel" }).click();
  });

  test("on a phone each sub-login is a card with its menu, and the page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await new ShellPage(page).signIn(accounts.partner);
    const subLogins = new SubLoginsPage(page);
    await page.goto("/partner/sublogins");
    await expect(subLogins.heading).toBeVisible({ timeout: 20_000 });
    const card = page.getByTestId("row-card").filter({ hasText: accounts.counsellor.email });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(subLogins.table).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The row's actions are on the card.
    await card.getByRole("button", { name: `Actions for ${accounts.counsellor.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
    await page.keyboard.press("Escape");
    await new ShellPage(page).snap("sublogins-phone");
  });

  test("the counsellor has no Sub Logins entry and the URL is refused", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.counsellor);
    await expect(shell.menuEntry("Manage Application")).toBeVisible();
    await expect(shell.menuEntry("Sub Logins")).toHaveCount(0);
    await page.goto("/partner/sublogins");
    await expect(page.getByRole("heading", { level: 1, name: FORBIDDEN })).toBeVisible();
    await expect(page.getByRole("table", { name: "Sub-logins" })).toHaveCount(0);
  });
});
