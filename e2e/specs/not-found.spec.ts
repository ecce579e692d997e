import { accounts, expect, snap, test } from "../fixtures";

test("an unknown URL shows the 404 page and its button goes home", async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.signIn(accounts.partner.email, accounts.partner.password);
  await expect(page).toHaveURL(/\/dashboard\/sales$/);

  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Oops, the page you are trying to access does not exist")).toBeVisible();
  await snap(page, "not-found-1280");
  await page.getByRole("link", { name: "BACK TO HOME PAGE" }).click();
  await expect(page).toHaveURL(/\/dashboard\/sales$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${accounts.partner.name}` })).toBeVisible();
});

test("without a session the 404 button still leads home, through the sign-in page", async ({ page }) => {
  await page.goto("/partner/does-not-exist");
  await expect(page.getByText("Oops, the page you are trying to access does not exist")).toBeVisible();
  await page.getByRole("link", { name: "BACK TO HOME PAGE" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("an unknown API path answers JSON 404, not the app", async ({ request }) => {
  const res = await request.get("/api/no-such-endpoint/");
  expect(res.status()).toBe(404);
  expect((await res.json()).status_code).toBe(404);
});
