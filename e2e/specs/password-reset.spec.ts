import { accounts, expect, lastOutboxNumber, newestMailTo, snap, test } from "../fixtures";
import { Header } from "../pages/header";

test("a password reset works end to end through the outbox", async ({ page, loginPage }) => {
  const { email, password: oldPassword } = accounts.partner2;
  const newPassword = `Bright@${Date.now().toString().slice(-6)}`;
  const after = lastOutboxNumber();

  await loginPage.goto();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/authentication\/reset-password\/reset-basic$/);
  await snap(page, "reset-request-1280");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email, we have sent a link")).toBeVisible();
  await snap(page, "reset-request-sent-1280");

  const mail = await newestMailTo(email, after, /reset-password\/confirm\?token=/);
  const link = /https?:\/\/\S+\/authentication\/reset-password\/confirm\?token=\S+/.exec(mail.body)?.[0];
  expect(link, `a reset link in ${mail.file}`).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByRole("textbox", { name: "New password" }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(newPassword);
  await snap(page, "reset-confirm-1280");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password has been changed. Please sign in.")).toBeVisible();

  await loginPage.signIn(email, oldPassword);
  await expect(loginPage.error).toHaveText("Invalid email or password.");
  await loginPage.password.fill(newPassword);
  await loginPage.submit.click();
  await expect(page).toHaveURL(/\/dashboard\/sales$/);
  await expect(page.getByTestId("partner-name")).toHaveText(accounts.partner2.partnerName);

  // The link works once only.
  await new Header(page).signOut();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link!);
  await page.getByRole("textbox", { name: "New password" }).fill(`${newPassword}x`);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "This reset link is invalid or has expired. Please request a new one.",
  );
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();

  // Give the demo account its password back, so later specs can sign in as partner2.
  const session = await page.request.post("/api/login/", { data: { email, password: newPassword } });
  const access = ((await session.json()) as { data: { access: string } }).data.access;
  const restored = await page.request.post("/api/me/password/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { current_password: newPassword, password: oldPassword, confirm_password: oldPassword },
  });
  expect(restored.ok()).toBe(true);
});

test("a reset request for an unknown address gets the same neutral answer", async ({ page }) => {
  await page.goto("/authentication/reset-password/reset-basic");
  await page.getByRole("textbox", { name: "Email" }).fill("nobody-here@example.org");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email, we have sent a link")).toBeVisible();
});

test("a reset page without a token says the link is invalid", async ({ page }) => {
  await page.goto("/authentication/reset-password/confirm");
  await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired.");
});
