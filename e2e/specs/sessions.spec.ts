import { expect, test } from "../fixtures";
import { signInAs } from "../pages/header";
import { newSubLogin } from "../pages/sublogins-page";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.describe("sessions (issue 17)", () => {
  test("the profile lists where the account is signed in; signing another one out ends it at once", async ({
    page,
    request,
    playwright,
  }) => {
    // A fresh sub-login: ending sessions must not touch the accounts other specs are signed in with.
    const person = await newSubLogin(request, "Leila Sessions");
    await signInAs(page, person);
    // The same person signs in on a phone as well.
    const phone = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: { "user-agent": IPHONE },
    });
    const signedIn = await phone.post("/api/login/", { data: { email: person.email, password: person.password } });
    expect(signedIn.ok()).toBeTruthy();
    const { refresh } = (await signedIn.json()).data as { refresh: string };

    await page.goto("/profile#sessions");
    const card = page.getByRole("region", { name: "Sessions" });
    const rows = card.getByTestId("session");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
    await expect(card.getByText("Safari on iOS")).toBeVisible();
    await card.getByRole("button", { name: "Sign out Safari on iOS" }).click();
    await expect(card.getByText("That session is signed out.")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(card.getByText("This is your only session.")).toBeVisible();
    const refused = await phone.post("/api/token/refresh/", { data: { refresh } });
    expect(refused.status()).toBe(401);
    await phone.dispose();

    // The phone's sign-in came from a new device: the person was told, in the notifications as well as by e-mail.
    await page.goto("/notifications");
    await expect(page.getByText("New sign-in to your account")).toBeVisible();
    await expect(page.getByText(/Signed in from a new device \(Safari, iOS, address/)).toBeVisible();
  });
});
