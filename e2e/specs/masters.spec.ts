import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { MastersPage } from "../pages/masters-page";
import { ShellPage } from "../pages/shell-page";

test.describe("Masters (Superadmin)", () => {
  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
  });

  test("creates a year and an intake in it, edits the intake and deactivates it", async ({ page }) => {
    test.setTimeout(60_000);
    const year = String(2031 + Math.floor(Math.random() * 69));
    const years = new MastersPage(page, "Years");
    await page.goto("/year");
    await expect(years.heading).toHaveText("Years");
    await page.getByRole("button", { name: "Add year" }).click();
    await years.drawer.getByRole("textbox", { name: "Year" }).fill(year);
    await years.drawer.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`${year} was created.`)).toBeVisible();
    await years.filter(year);

    const intakes = new MastersPage(page, "Intakes");
    await page.goto("/intake");
    await expect(intakes.heading).toHaveText("Intakes");
    await page.getByRole("button", { name: "Add intake" }).click();
    await expect(intakes.drawer.getByRole("heading", { name: "Add an intake" })).toBeVisible();
    await intakes.drawer.getByRole("button", { name: "Create" }).click();
    await expect(intakes.drawer.getByText("Name is required.")).toBeVisible();
    await expect(intakes.drawer.getByText("Month is a number from 1 to 12.")).toBeVisible();
    await expect(intakes.drawer.getByText("Choose a year.")).toBeVisible();
    await snap(page, "masters-form-errors");

    const name = `March ${year} e2e`;
    await intakes.drawer.getByRole("textbox", { name: "Name" }).fill(name);
    await intakes.choose("Month", "March");
    await intakes.choose("Year", year);
    await intakes.drawer.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await expect(intakes.drawer).toBeHidden();
    await intakes.filter(name);
    await expect(intakes.row(name)).toContainText("March");
    await expect(intakes.row(name)).toContainText(year);
    await expect(intakes.row(name)).toContainText("Active");
    await snap(page, "masters-intakes-list");

    await intakes.rowAction(name, "Edit");
    const edited = `${name} edited`;
    await intakes.drawer.getByRole("textbox", { name: "Name" }).fill(edited);
    await intakes.drawer.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${edited} was saved.`)).toBeVisible();
    await intakes.filter(edited);

    await intakes.rowAction(edited, "Deactivate");
    await expect(page.getByText(`${edited} is inactive.`)).toBeVisible();
    await expect(intakes.row(edited)).toContainText("Inactive");
    await page
      .locator("label")
      .filter({ hasText: /^Active$/ })
      .click();
    await expect(page.getByRole("radio", { name: "Active", exact: true })).toBeChecked();
    await expect(page).toHaveURL(/is_active=true/);
    await expect(intakes.row(edited)).toHaveCount(0);
  });

  test("refuses to delete a status in use, with the server's sentence, and keeps it", async ({ page }) => {
    const statuses = new MastersPage(page, "Application statuses");
    await page.goto("/application");
    await statuses.deleteRefused("Draft", /use this status\. Deactivate it instead\./);
  });

  test("the country form shows study levels only for a study destination", async ({ page }) => {
    const countries = new MastersPage(page, "Countries");
    await page.goto("/country");
    await expect(countries.heading).toHaveText("Countries");
    await page.getByRole("button", { name: "Add country" }).click();
    await expect(countries.drawer.getByText("Study levels offered")).toHaveCount(0);
    // Mantine's switch input is transparent over its track, so it is checked with force, which skips the wait for
    // the drawer to stop sliding in: wait for that first (under load the input was still off screen).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
    await countries.drawer.getByRole("switch", { name: "Study destination" }).check({ force: true });
    await expect(countries.drawer.getByRole("switch", { name: "Study destination" })).toBeChecked();
    await expect(countries.drawer.getByText("Study levels offered")).toBeVisible();
    await countries.drawer.getByRole("textbox", { name: "ISO alpha-2 code" }).fill("g");
    await countries.drawer.getByRole("button", { name: "Create" }).click();
    await expect(countries.drawer.getByText("The alpha-2 code is two letters, e.g. GB.")).toBeVisible();
    await snap(page, "masters-countries-form");
    await countries.drawer.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(countries.table).toBeVisible();
    await snap(page, "masters-countries-phone");
  });

  test("regions, roles and study levels: create, rename (the rest kept), delete; in-use rows are refused", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);

    // A role made with two permissions keeps them when only its name changes, then goes.
    const roles = new MastersPage(page, "Roles");
    await page.goto("/role");
    await expect(roles.heading).toHaveText("Roles");
    await page.getByRole("button", { name: "Add role" }).click();
    const role = `Visa desk ${stamp}`;
    await roles.drawer.getByRole("textbox", { name: "Name" }).fill(role);
    await roles.drawer.getByRole("checkbox", { name: "View students" }).check();
    await roles.drawer.getByRole("checkbox", { name: "View applications" }).check();
    await roles.drawer.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`${role} was created.`)).toBeVisible();
    await roles.filter(role);
    await roles.rowAction(role, "Edit");
    await roles.drawer.getByRole("textbox", { name: "Name" }).fill(`${role} B`);
    await roles.drawer.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${role} B was saved.`)).toBeVisible();
    await roles.filter(`${role} B`);
    await roles.rowAction(`${role} B`, "Edit");
    await expect(roles.drawer.getByRole("checkbox", { name: "View students" })).toBeChecked();
    await expect(roles.drawer.getByRole("checkbox", { name: "View applications" })).toBeChecked();
    await roles.drawer.getByRole("button", { name: "Cancel" }).click();
    await roles.deleteRow(`${role} B`);
    // The demo sub-login holds Counsellor: it stays.
    await roles.deleteRefused("Counsellor", /uses? this role\. Deactivate it instead\./);

    // Regions: a new one is created and deleted; Europe, which countries use, is kept.
    const regions = new MastersPage(page, "Regions");
    await page.goto("/region");
    await expect(regions.heading).toHaveText("Regions");
    await regions.createNamed("Add region", `Region ${stamp}`);
    await regions.deleteRow(`Region ${stamp}`);
    await regions.deleteRefused("Europe", /countries use this region\. Deactivate it instead\./);

    // Study levels: the same, with Undergraduate (courses use it) kept.
    const levels = new MastersPage(page, "Study levels");
    await page.goto("/study-level");
    await expect(levels.heading).toHaveText("Study levels");
    await levels.createNamed("Add study level", `Level ${stamp}`);
    await levels.deleteRow(`Level ${stamp}`);
    await levels.deleteRefused("Undergraduate", /this study level\. Deactivate it instead\./);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "masters-study-levels");
  });

  test("currency rates: one is added with its date, shown as 1 USD = … , changed, deactivated and deleted", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const rates = new MastersPage(page, "Currency rates");
    await page.goto("/currency-rate");
    await expect(rates.heading).toHaveText("Currency rates");
    await rates.filter("GBP");
    await expect(rates.row("GBP")).toContainText("1 USD = 0.79 GBP");

    // An ISO 4217 code the demo has no rate for (only ISO codes are accepted, issue 35).
    const seeded = new Set(["USD", "GBP", "EUR", "CAD", "AUD", "NZD", "INR", "NGN", "VND", "CNY", "AED", "COP"]);
    // A code both sides know: the form checks it with the browser's ICU data, the server with Node's, and the two lists
    // differ by a few recent codes (Chromium 156 lacks ZWG, which Node 20 has).
    const browserCodes = new Set(await page.evaluate(() => Intl.supportedValuesOf("currency")));
    const free = Intl.supportedValuesOf("currency").filter((c) => !seeded.has(c) && browserCodes.has(c));
    const code = free[Math.floor(Math.random() * free.length)]!;
    await page.getByRole("button", { name: "Add rate" }).click();
    await expect(rates.drawer.getByRole("heading", { name: "Add a currency rate" })).toBeVisible();
    await rates.drawer.getByRole("button", { name: "Create" }).click();
    await expect(rates.drawer.getByText("Rate per US dollar is required.")).toBeVisible();
    await expect(rates.drawer.getByText("As-of date is required.")).toBeVisible();
    await rates.drawer.getByRole("textbox", { name: "Currency" }).fill(code.toLowerCase());
    await rates.drawer.getByRole("textbox", { name: "Rate per US dollar" }).fill("1234.5");
    await rates.drawer.getByRole("textbox", { name: "As-of date" }).fill("20 Nov 2026");
    await rates.drawer.getByRole("textbox", { name: "As-of date" }).press("Tab");
    await rates.drawer.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`${code} was created.`)).toBeVisible();
    await rates.filter(code);
    await expect(rates.row(code)).toContainText(`1 USD = 1,234.5 ${code}`);
    await expect(rates.row(code)).toContainText("20 Nov 2026");
    await snap(page, "masters-currency-rates");

    await rates.rowAction(code, "Edit");
    await rates.drawer.getByRole("textbox", { name: "Rate per US dollar" }).fill("1250");
    await rates.drawer.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${code} was saved.`)).toBeVisible();
    await expect(rates.row(code)).toContainText(`1 USD = 1,250 ${code}`);
    await rates.rowAction(code, "Deactivate");
    await expect(page.getByText(`${code} is inactive.`)).toBeVisible();
    await expect(rates.row(code)).toContainText("Inactive");
    // Nothing refers to a rate: it may go.
    await rates.deleteRow(code);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the intakes page has no serious accessibility violations", async ({ page }) => {
    await page.goto("/intake");
    await expect(page.getByRole("table", { name: "Intakes" }).getByRole("row").nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("a partner opening a Masters page is told it has no access", async ({ page }) => {
  await new ShellPage(page).signIn(accounts.partner);
  await page.goto("/intake");
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add intake" })).toHaveCount(0);
});
