import { Secret, TOTP } from "otpauth";
import { expect, test } from "../fixtures";
import { Header, signInAs } from "../pages/header";
import { newSubLogin } from "../pages/sublogins-page";

/** The code an authenticator app shows for `secret` at `ms` (RFC 6238: SHA-1, 6 digits, 30 s). */
const codeAt = (secret: string, ms = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 }).generate(
    { timestamp: ms },
  );

test.describe("two-factor sign-in (issue 17)", () => {
  test("a sub-login turns it on in the profile, then signs in with its password and a code", async ({
    page,
    request,
    loginPage,
  }) => {
    // A fresh sub-login, so the demo accounts other specs sign in with stay without a second factor.
    const { email, password } = await newSubLogin(request, "Tariq Secure");

    // Turn it on in the profile: the key as text (the QR code beside it), a code computed here, the recovery codes.
    const header = await signInAs(page, { email, password });
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Turn on" }).click();
    await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await card.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByRole("textbox", { name: /6-digit code from the app/ }).fill(codeAt(secret));
    await card.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(card.getByText("Save your recovery codes")).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(10);
    await card.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(card.getByText("Two-factor sign-in is on.")).toBeVisible();
    await expect(card.getByText("On", { exact: true })).toBeVisible();

    // Sign out; the password alone now leads to the code step, and a fresh code to the dashboard.
    await header.signOut();
    await loginPage.goto();
    await loginPage.signIn(email, password);
    await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The code that turned it on is spent: the next step's code (accepted within one step of drift).
    await page.getByRole("textbox", { name: "Code" }).fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    // A sub-login lands on My day (issue 36).
    await expect(page).toHaveURL(/\/partner\/my-day$/);
    await expect(new Header(page).profile).toBeVisible();
  });
});
