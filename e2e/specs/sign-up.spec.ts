import type { Page } from "@playwright/test";
import { accounts, expect, snap, test, uniqueEmail } from "../fixtures";

async function fillSignUp(page: Page, values: { fullName: string; company: string; email: string; password: string }) {
  await page.getByRole("textbox", { name: "Full name" }).fill(values.fullName);
  await page.getByRole("textbox", { name: "Company name" }).fill(values.company);
  await page.getByRole("textbox", { name: "Email" }).fill(values.email);
  await page.getByRole("combobox", { name: "Country" }).fill("India");
  await page.getByRole("option", { name: "India", exact: true }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(values.password);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(values.password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
}

test.describe("sign-up", () => {
  test("a new agency registers, sees the confirmation, and cannot sign in before approval", async ({
    page,
    loginPage,
  }) => {
    const email = uniqueEmail("newagency");
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/authentication\/sign-up\/sign-up-basic$/);
    await expect(page.getByRole("link", { name: "Terms & Conditions" }).first()).toHaveAttribute(
      "href",
      "/pages/terms-conditions",
    );
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute(
      "href",
      "/pages/privacy-policy",
    );
    await expect(page.getByRole("button", { name: /google/i })).toHaveCount(0);
    await snap(page, "sign-up-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "sign-up-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    await fillSignUp(page, {
      fullName: "Maya Lindqvist",
      company: "Northstar Study Abroad",
      email,
      password: "Northstar@2026",
    });
    const created = page.waitForResponse((r) => r.url().endsWith("/api/signup/"));
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Registration received" })).toBeVisible();
    await expect(page.getByText("Your registration is awaiting approval.")).toBeVisible();
    await expect(page.getByText("Northstar Study Abroad")).toBeVisible();
    await snap(page, "sign-up-confirmation-1280");

    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginPage.signIn(email, "Northstar@2026");
    await expect(loginPage.error).toHaveText("Your registration is awaiting approval.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/firebase/signup is the same form, and the form explains what is missing", async ({ page }) => {
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/signup/")) calls++;
    });
    await page.goto("/firebase/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required.")).toBeVisible();
    await expect(page.getByText("Company name is required.")).toBeVisible();
    await expect(page.getByText("Choose your country.")).toBeVisible();
    await expect(page.getByText("You must accept the terms and the privacy policy.")).toBeVisible();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
    await page.getByRole("textbox", { name: "Confirm password" }).fill("other");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("the server's field errors show under the field (e-mail already registered)", async ({ page }) => {
    await page.goto("/authentication/sign-up/sign-up-basic");
    await fillSignUp(page, {
      fullName: "Someone Else",
      company: "Copycat Consultants",
      email: accounts.partner.email,
      password: "Copycat@2026",
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/signup/"));
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await answer).status()).toBe(409);
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("An account with this email already exists.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registration received" })).toHaveCount(0);
  });

  test("the terms and privacy pages have real content", async ({ page }) => {
    await page.goto("/pages/terms-conditions");
    await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Commission/ })).toBeVisible();
    await snap(page, "terms-1280");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/pages\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Browser storage/ })).toBeVisible();
  });
});
