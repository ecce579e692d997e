import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { Header } from "../pages/header";
import { signInByApi } from "../session";

/**
 * Issue 36 (decision 053): a sub-login lands on My day; a section's "See all" opens its list with the same count;
 * the owner lands there once their profile says so. Screenshots at 1280 and 390 px, in English and Arabic.
 */
test.describe("My day", () => {
  test("the counsellor lands on My day, and See all opens the list with the same count", async ({
    page,
    loginPage,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Admissions write on one of the agency's applications, in their own browser context.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    const admin = await signInByApi(adminPage, accounts.admin);
    const owner = await signInByApi(adminPage, accounts.partner);
    const apps = await (
      await adminPage.request.get("/api/partner/application/?page_size=1", {
        headers: { Authorization: `Bearer ${owner.access}` },
      })
    ).json();
    const applicationId = apps.results.data[0].id as number;
    const wrote = await adminPage.request.post(`/api/admin/applications/${applicationId}/messages/`, {
      headers: { Authorization: `Bearer ${admin.access}` },
      data: { body: "Please send the student's final transcript." },
    });
    expect(wrote.ok()).toBe(true);
    await adminContext.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginPage.goto();
    await loginPage.signIn(accounts.counsellor.email, accounts.counsellor.password);
    await expect(page).toHaveURL(/\/partner\/my-day$/);
    await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
    const messages = page.getByRole("region", { name: "Messages waiting for the agency" });
    const seeAll = messages.getByRole("link", { name: /^See all \d+$/ });
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await expect(messages.getByRole("link", { name: /final|·/ }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Tickets waiting for the agency" })).toBeVisible();
    // My day is the first entry of the menu.
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link").first()).toHaveText("My day");
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "my-day-1280");

    // A phone's first load (a resize alone would catch the desktop sidebar as it slides away).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(seeAll).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, "my-day-390");

    await page.setViewportSize({ width: 1280, height: 900 });
    await seeAll.click();
    await expect(page).toHaveURL(/\/partner\/application\?messages=unread$/);
    await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();

    // A row opens its application.
    await page.goto("/partner/my-day");
    await messages.locator(`a[href="/partner/application/${applicationId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/partner/application/${applicationId}$`));

    // In Arabic, right to left.
    await page.goto("/partner/my-day");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "يومي" })).toBeVisible();
    await expect(page.getByRole("region", { name: "رسائل بانتظار الوكالة" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "my-day-ar-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("region", { name: "رسائل بانتظار الوكالة" }).getByRole("link").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, "my-day-ar-390");
    // Back to English, then no saved choice at all (the browser's language decides), for the specs after this one.
    await page.getByRole("button", { name: "اللغة" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const session = await signInByApi(page, accounts.counsellor);
    const cleared = await page.request.patch("/api/me/", {
      data: { language: null },
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(cleared.ok()).toBe(true);
  });

  test("a task due today is on My day; Done there takes it off the card and out of the list", async ({ page }) => {
    const session = await signInByApi(page, accounts.counsellor);
    const auth = { Authorization: `Bearer ${session.access}` };
    // Due at half past midnight UTC today: in "Due today" at any hour (the portal's days are UTC days, decision 052).
    const now = new Date();
    const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, 30));
    const title = `Call the bank for the sponsor letter ${Date.now()}`;
    const made = await page.request.post("/api/partner/tasks/", { headers: auth, data: { title, due_at: due } });
    expect(made.status()).toBe(201);

    await page.goto("/partner/my-day");
    const today = page.getByRole("region", { name: "Due today" });
    const row = today.getByRole("listitem").filter({ hasText: title });
    await expect(row).toBeVisible();
    const before = Number((await today.getByRole("link", { name: /^See all \d+$/ }).textContent())?.match(/\d+/)?.[0]);
    await row.getByRole("button", { name: `Mark “${title}” as done` }).click();
    await expect(row).toHaveCount(0);
    // The card's count follows, and the list with the same filter no longer holds it.
    await expect(today.getByRole("link", { name: `See all ${before - 1}` })).toBeVisible();
    const list = await page.request.get("/api/partner/tasks/?due=today&assignee=me&page_size=100", { headers: auth });
    expect(((await list.json()).results.data as { title: string }[]).map((t) => t.title)).not.toContain(title);
  });

  test("the owner lands on the dashboard until their profile says My day", async ({ page, loginPage }) => {
    // Start from the owner's defaults whatever an earlier spec on this worker saved (landing page, language).
    const login = await page.request.post("/api/login/", {
      data: { email: accounts.partner.email, password: accounts.partner.password },
    });
    const { access } = ((await login.json()) as { data: { access: string } }).data;
    const reset = await page.request.patch("/api/me/", {
      data: { landing_page: null, language: null },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(reset.ok()).toBe(true);
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    await page.goto("/profile");
    const choice = page.getByRole("radiogroup", { name: "Start my day on" });
    await expect(choice.getByRole("radio", { name: "Dashboard" })).toBeChecked();
    await choice.getByRole("radio", { name: "My day" }).check();
    await expect(page.getByText("Saved. You will start on My day next time.")).toBeVisible();
    await snap(page, "my-day-profile-choice");

    await new Header(page).signOut();
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page).toHaveURL(/\/partner\/my-day$/);
    await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();

    // Back to the default, so later specs find the owner landing on the dashboard.
    await page.goto("/profile");
    const again = page.getByRole("radiogroup", { name: "Start my day on" });
    await expect(again.getByRole("radio", { name: "My day" })).toBeChecked();
    await again.getByRole("radio", { name: "Dashboard" }).check();
    await expect(page.getByText("Saved. You will start on Dashboard next time.")).toBeVisible();
  });
});
