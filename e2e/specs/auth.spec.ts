import { accounts, expect, readStorage, SESSION_KEYS, snap, test } from "../fixtures";
import { Header } from "../pages/header";

test.describe("sign in and out", () => {
  test("a partner signs in, sees the dashboard with their name, and the button reads Loading... meanwhile", async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto();
    await expect(page.getByText("AI-powered partner for engaging with students worldwide")).toBeVisible();
    await snap(page, "login-1280");

    // Hold the answer back so the in-flight state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/login/", async (route) => {
      await held;
      await route.continue();
    });
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    await expect(page.getByTestId("partner-name")).toHaveText(accounts.partner.partnerName);
    await expect(page.getByTestId("header-user-name")).toHaveText(accounts.partner.name);
    await expect(page.getByTestId("kpi-students")).toBeVisible();
    await snap(page, "dashboard-1280");
  });

  test("a wrong password shows the server's message in red under the form", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, "Wrong@12345");
    await expect(loginPage.error).toHaveText("Invalid email or password.");
    const colour = await loginPage.error.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    expect(r, `error colour ${colour}`).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    await expect(page).toHaveURL(/\/login$/);
    const storage = await readStorage(page);
    expect(storage.session.accessToken).toBeUndefined();
  });

  test("empty fields and a malformed email are caught before any request", async ({ page, loginPage }) => {
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/login/")) requests++;
    });
    await loginPage.goto();
    await loginPage.submit.click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
    await loginPage.signIn("not-an-email", "x");
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    expect(requests).toBe(0);
  });

  test("Remember password unticked keeps the session in session storage only", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    const storage = await readStorage(page);
    expect(storage.session.accessToken).toBeTruthy();
    expect(storage.session.refreshToken).toBeTruthy();
    expect(storage.session.role).toBe("Partner");
    // Local storage may hold the theme settings (SPEC.md section 2), but nothing of the session.
    expect(Object.keys(storage.local).filter((k) => (SESSION_KEYS as readonly string[]).includes(k))).toEqual([]);
  });

  test("Remember password ticked keeps the session in local storage too, and it survives a new tab", async ({
    page,
    context,
    loginPage,
  }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password, { remember: true });
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    const storage = await readStorage(page);
    for (const key of SESSION_KEYS) expect(storage.local[key], key).toBeTruthy();
    expect(storage.local.accessToken).toBe(storage.session.accessToken);
    expect(storage.local.role).toBe("Partner");

    const tab = await context.newPage();
    await tab.goto("/dashboard/sales");
    await expect(tab.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
  });

  test("Log Out clears both storages and lands on /login", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password, { remember: true });
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    const logout = page.waitForResponse((r) => r.url().endsWith("/api/logout/"));
    await new Header(page).signOut();
    await expect(page).toHaveURL(/\/login$/);
    expect((await logout).status()).toBe(204);
    const storage = await readStorage(page);
    for (const key of SESSION_KEYS) {
      expect(storage.local[key], `local ${key}`).toBeUndefined();
      expect(storage.session[key], `session ${key}`).toBeUndefined();
    }
    await page.goto("/dashboard/sales");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("after Log Out from another page, the next sign-in starts at the dashboard", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    await page.goto("/help");
    await new Header(page).signOut();
    await expect(page).toHaveURL(/\/login$/);
    await loginPage.signIn(accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
  });

  test("a protected URL without a session goes to /login, and back after signing in", async ({ page, loginPage }) => {
    await page.goto("/dashboard/sales");
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.submit).toBeVisible();
    await loginPage.signIn(accounts.counsellor.email, accounts.counsellor.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.counsellor.name}` })).toBeVisible();
  });

  test("an existing session skips the sign-in page", async ({ page, loginPage }) => {
    await loginPage.goto("/");
    await loginPage.signIn(accounts.admin.email, accounts.admin.password);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.admin.name}` })).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
  });

  test("a session the server no longer accepts ends on /login with 'Session expired'", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    await page.evaluate(() => {
      sessionStorage.setItem("accessToken", "not-a-valid-token");
      sessionStorage.setItem("refreshToken", "revoked-refresh-token");
    });
    const refresh = page.waitForResponse((r) => r.url().endsWith("/api/token/refresh/"));
    await page.reload();
    expect((await refresh).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Session expired. Please log in again.")).toBeVisible();
    const storage = await readStorage(page);
    expect(storage.session.accessToken).toBeUndefined();
    expect(storage.session.role).toBeUndefined();
  });

  test("an expired access token is refreshed silently", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page).toHaveURL(/\/dashboard\/sales$/);
    const before = await readStorage(page);
    await page.evaluate(() => sessionStorage.setItem("accessToken", "stale-access-token"));
    const refresh = page.waitForResponse((r) => r.url().endsWith("/api/token/refresh/"));
    await page.reload();
    expect((await refresh).status()).toBe(200);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    const after = await readStorage(page);
    expect(after.session.refreshToken).toBeTruthy();
    expect(after.session.refreshToken).not.toBe(before.session.refreshToken);
  });

  test("on a phone the marketing panel is hidden and nothing overflows sideways", async ({ page, loginPage }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginPage.goto();
    await expect(page.getByText("AI-powered partner for engaging with students worldwide")).toBeHidden();
    await expect(loginPage.submit).toBeVisible();
    await snap(page, "login-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await loginPage.signIn(accounts.partner.email, accounts.partner.password);
    await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
    const header = new Header(page);
    await header.openProfileMenu();
    await expect(header.profileItem("Log Out")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press("Escape");
    await snap(page, "dashboard-390");
  });
});
