import { accounts, expect, snap, test } from "../fixtures";
import { setThemeMode, signInAs } from "../pages/header";

test.describe("profile", () => {
  test("the profile page shows the account, and the profile menu leads there", async ({ page }) => {
    const header = await signInAs(page, accounts.partner);
    await header.openProfileMenu();
    await expect(header.profileMenu.getByText(accounts.partner.name)).toBeVisible();
    await expect(header.profileMenu.getByText(accounts.partner.partnerName)).toBeVisible();
    await header.profileItem("Profile").click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    await expect(page.getByText(accounts.partner.email)).toBeVisible();
    await expect(page.getByText(accounts.partner.partnerName, { exact: true }).last()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(accounts.partner.name);
    await snap(page, "header-profile-page-light");
    await setThemeMode(page, "dark");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(accounts.partner.name);
    await snap(page, "header-profile-page-dark");
  });

  test("the profile menu leads to Mail Inbox, File Manager, Help and Settings; Escape closes it", async ({ page }) => {
    const header = await signInAs(page, accounts.partner);
    await header.openProfileMenu();
    await snap(page, "header-profile-menu-light");
    await header.profileItem("Mail Inbox").click();
    await expect(page).toHaveURL(/\/partner\/tickets\/list\/$/);
    await header.openProfileMenu();
    await header.profileItem("File Manager").click();
    await expect(page).toHaveURL(/\/partner\/documents$/);
    await header.openProfileMenu();
    await header.profileItem("Help").click();
    await expect(page).toHaveURL(/\/help$/);
    await header.openProfileMenu();
    await header.profileItem("Settings").click();
    await expect(page.getByRole("dialog", { name: "Theme settings" })).toBeVisible();
    await page.getByRole("button", { name: "Close theme settings" }).click();

    await page.goto("/dashboard/sales");
    await setThemeMode(page, "dark");
    await header.openProfileMenu();
    await snap(page, "header-profile-menu-dark");
    await page.keyboard.press("Escape");
    await expect(header.profileMenu).toBeHidden();
    await expect(header.profile).toBeFocused();
  });

  test("the Superadmin, who has no such screens, gets no Mail Inbox or File Manager", async ({ page }) => {
    const header = await signInAs(page, accounts.admin);
    await header.openProfileMenu();
    await expect(header.profileMenu.getByText("Superadmin")).toBeVisible();
    await expect(header.profileItem("Profile")).toBeVisible();
    await expect(header.profileItem("Mail Inbox")).toHaveCount(0);
    await expect(header.profileItem("File Manager")).toHaveCount(0);
  });

  test("a new name shows in the header at once and after a reload; bad input shows under its field", async ({
    page,
  }) => {
    const { name } = accounts.counsellor;
    const header = await signInAs(page, accounts.counsellor);
    await page.goto("/profile");
    const nameBox = page.getByRole("textbox", { name: "Name" });
    await expect(nameBox).toHaveValue(name);

    await page.getByRole("textbox", { name: "Phone" }).fill("call me maybe");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Use digits, spaces and + ( ) - . only.")).toBeVisible();

    await page.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
    await nameBox.fill("Arjun K. Mehta");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/me/") && r.request().method() === "PATCH");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await expect(header.userName).toHaveText("Arjun K. Mehta");

    await page.reload();
    await expect(header.userName).toHaveText("Arjun K. Mehta");
    await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue("+91 98765 43210");

    // Put it back, so other specs see the seeded name.
    await nameBox.fill(name);
    await page.getByRole("textbox", { name: "Phone" }).fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(header.userName).toHaveText(name);
  });

  test("a password change needs the current password; afterwards only the new one signs in", async ({
    page,
    loginPage,
  }) => {
    const { email, password } = accounts.counsellor;
    const newPassword = `Mentor@${Date.now().toString().slice(-6)}`;
    const header = await signInAs(page, accounts.counsellor);
    await page.goto("/profile");
    const current = page.getByRole("textbox", { name: "Current password" });
    const fresh = page.getByRole("textbox", { name: "New password", exact: true });
    const confirm = page.getByRole("textbox", { name: "Confirm new password" });

    await current.fill("Not-the@12345");
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The current password is not correct.")).toBeVisible();

    await current.fill(password);
    const changed = page.waitForResponse((r) => r.url().endsWith("/api/me/password/"));
    await page.getByRole("button", { name: "Change password" }).click();
    expect((await changed).status()).toBe(200);
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await expect(current).toHaveValue("");

    // This session carries on with the new tokens.
    await page.reload();
    await expect(header.userName).toHaveText(accounts.counsellor.name);

    await header.signOut();
    await expect(page).toHaveURL(/\/login$/);
    await loginPage.goto("/");
    await loginPage.signIn(email, password);
    await expect(loginPage.error).toHaveText("Invalid email or password.");
    await loginPage.password.fill(newPassword);
    await loginPage.submit.click();
    // A sub-login lands on My day (issue 36).
    await expect(page).toHaveURL(/\/partner\/my-day$/);

    // Back to the seeded password, so the account works for every other spec in any order.
    await page.goto("/profile");
    await current.fill(newPassword);
    await fresh.fill(password);
    await confirm.fill(password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
  });
});

test("at 390 px the profile page and the profile menu fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const header = await signInAs(page, accounts.partner);
  await page.goto("/profile");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(accounts.partner.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "header-profile-page-390");
  await header.openProfileMenu();
  const box = await header.profileMenu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
});
