import { accounts, expect, snap, test, uniqueEmail } from "../fixtures";
import { ShellPage } from "../pages/shell-page";

test("the Superadmin approves a new sign-up, which can then sign in", async ({ page, request, browser }) => {
  const countries = await request.get("/api/signup/countries/");
  expect(countries.ok()).toBe(true);
  const country = ((await countries.json()) as { data: { id: number; name: string }[] }).data[0]!;
  const email = uniqueEmail("approve");
  const company = `Approval Agency ${Date.now()}`;
  const password = "Strong@Pass1";
  const signup = await request.post("/api/signup/", {
    data: {
      full_name: "Meera Approve",
      company_name: company,
      email,
      password,
      confirm_password: password,
      country_id: country.id,
      terms_accepted: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  await new ShellPage(page).signIn(accounts.admin);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Pending/ })).toBeChecked();
  const table = page.getByRole("table", { name: "Partners" });
  const row = table.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(country.name);
  await snap(page, "admin-partners-list");

  await page.getByRole("searchbox", { name: "Search partners" }).fill(company);
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await row.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole("table", { name: "Users of this partner" })).toContainText(email);
  await snap(page, "admin-partner-detail");

  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`${company} is approved and was mailed.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Suspend" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // The commission form validates with the shared schema and saves.
  await page.getByRole("textbox", { name: "Commission rate (%)" }).fill("120");
  await page.getByRole("button", { name: "Save commission" }).click();
  await expect(page.getByText("The commission rate is at most 100 %.")).toBeVisible();
  await page.getByRole("textbox", { name: "Commission rate (%)" }).fill("12.5");
  await page.getByRole("textbox", { name: "Currency" }).fill("gbp");
  await page.getByRole("button", { name: "Save commission" }).click();
  await expect(page.getByText(`The commission of ${company} was saved.`)).toBeVisible();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await new ShellPage(other).signIn({ email, password });
  await expect(other).toHaveURL(/\/dashboard\/sales$/);
  await fresh.close();
});

test("rejecting a sign-up asks for a reason first", async ({ page, request }) => {
  const countries = await request.get("/api/signup/countries/");
  const country = ((await countries.json()) as { data: { id: number }[] }).data[0]!;
  const email = uniqueEmail("suspend");
  const company = `Suspend Agency ${Date.now()}`;
  const signup = await request.post("/api/signup/", {
    data: {
      full_name: "Sam Suspend",
      company_name: company,
      email,
      password: "Strong@Pass1",
      confirm_password: "Strong@Pass1",
      country_id: country.id,
      terms_accepted: true,
    },
  });
  expect(signup.status()).toBe(201);
  const partnerId = ((await signup.json()) as { data: { partner_id: number } }).data.partner_id;

  await new ShellPage(page).signIn(accounts.admin);
  await page.goto(`/admin/partners/${partnerId}`);
  await page.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: `Reject ${company}?` });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Give a reason of at least 3 characters.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Incomplete company documents.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText(`${company} was rejected.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Rejected");
});
