import type { Page } from "@playwright/test";
import { accounts, expect as baseExpect, seriousViolations, snap as snapPage, test } from "../fixtures";
import { AdminCataloguePage } from "../pages/admin-catalogue-page";
import { setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const HEADER =
  "provider,provider_country,name,study_level,discipline,duration_months,tuition_fee,currency,application_fee,intake_months,requirements,language";

/** A full-page screenshot from the top, with nothing focused (a focused skip link would show). */
async function snap(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await snapPage(page, name);
}

/** A call to the API with the signed-in session's token. */
async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers["Content-Type"] = "application/json";
      const res = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );
}

/** A provider in the United Kingdom, straight through the API; returns its id and name. */
async function createProvider(page: Page, name: string) {
  const gb = await callApi<{ results: { data: { id: number; iso2: string }[] } }>(
    page,
    "GET",
    "/masters/countries/?search=GB&page_size=100",
  );
  const country = gb.json.results.data.find((c) => c.iso2 === "GB")!;
  const res = await callApi<{ data: { id: number; name: string } }>(page, "POST", "/admin/providers/", {
    name,
    country_id: country.id,
    type: "university",
  });
  expect(res.status).toBe(201);
  return res.json.data;
}

const courseCount = async (page: Page, search: string) =>
  (await callApi<{ count: number }>(page, "GET", `/admin/courses/?search=${encodeURIComponent(search)}`)).json.count;

test.describe("Catalogue administration (Superadmin)", () => {
  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
  });

  test("filters providers by type and courses by study level, kept in the URL", async ({ page }) => {
    await page.goto("/admin/providers");
    await page.getByRole("combobox", { name: "Type", exact: true }).click();
    await page.getByRole("option", { name: "College", exact: true }).click();
    await expect(page).toHaveURL(/type=college/);
    const providers = page.getByRole("table", { name: /providers/i });
    await expect(providers.getByRole("row").nth(1)).toContainText("College");
    const typeCells = await providers.getByRole("row").allInnerTexts();
    expect(typeCells.slice(1).every((r) => r.includes("College"))).toBe(true);

    await page.goto("/admin/courses");
    await page.getByRole("combobox", { name: "Study level", exact: true }).click();
    await page.getByRole("option", { name: "Undergraduate", exact: true }).click();
    await expect(page).toHaveURL(/study_level=\d+/);
    const courses = page.getByRole("table", { name: /courses/i });
    await expect(courses.getByRole("row").nth(1)).toContainText("Undergraduate");
    const levelRows = await courses.getByRole("row").allInnerTexts();
    expect(levelRows.slice(1).every((r) => r.includes("Undergraduate"))).toBe(true);
  });

  test("creates a provider and a course in the drawers, edits them and deactivates them", async ({ page }) => {
    const stamp = Date.now();
    const providerName = `Northgate E2E College ${stamp}`;
    const courseName = `MSc Applied Analytics ${stamp}`;
    const ui = new AdminCataloguePage(page);

    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: "Catalogue" }).click();
    await menu.getByRole("link", { name: "Providers" }).click();
    await expect(page).toHaveURL(/\/admin\/providers$/);
    await expect(ui.heading).toHaveText("Providers");
    await expect(ui.providers.getByRole("row").nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add provider" }).click();
    await expect(ui.drawer.getByRole("heading", { name: "Add a provider" })).toBeVisible();
    await ui.drawer.getByRole("textbox", { name: "Name", exact: true }).fill(providerName);
    await ui.choose("Country", "United Kingdom", "United King");
    await ui.drawer.getByRole("textbox", { name: "City" }).fill("Leeds");
    await ui.choose("Type", "College");
    await ui.drawer.getByRole("textbox", { name: "Website" }).fill("northgate.example.ac.uk");
    await ui.drawer.getByRole("button", { name: "Create" }).click();
    await expect(ui.drawer.getByText("The website starts with http:// or https://.")).toBeVisible();
    await ui.drawer.getByRole("textbox", { name: "Website" }).fill("https://northgate.example.ac.uk");
    await ui.drawer.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`${providerName} was created.`)).toBeVisible();
    await expect(ui.drawer).toBeHidden();
    await ui.filter(ui.providers, providerName);
    const providerRow = ui.row(ui.providers, providerName);
    await expect(providerRow).toContainText("United Kingdom");
    await expect(providerRow).toContainText("Leeds");
    await expect(providerRow).toContainText("College");
    await expect(providerRow).toContainText("Active");
    await snap(page, "admin-providers");

    await ui.rowAction(providerName, "Edit");
    await expect(ui.drawer.getByRole("textbox", { name: "City" })).toHaveValue("Leeds");
    await ui.drawer.getByRole("textbox", { name: "City" }).fill("York");
    await ui.drawer.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${providerName} was saved.`)).toBeVisible();
    await expect(providerRow).toContainText("York");

    // A course for it, from the Courses screen.
    await page.goto("/admin/courses");
    await expect(ui.heading).toHaveText("Courses");
    await page.getByRole("button", { name: "Add course" }).click();
    await ui.choose("Provider", providerName, providerName);
    // The provider's country's currency is filled in.
    await expect(ui.drawer.getByRole("combobox", { name: "Currency" })).toHaveValue("GBP");
    await ui.drawer.getByRole("textbox", { name: "Course name" }).fill(courseName);
    await ui.choose("Study level", "Postgraduate (Master's)");
    await ui.drawer.getByRole("textbox", { name: "Discipline" }).fill("Data Science");
    await ui.drawer.getByRole("textbox", { name: "Duration (months)" }).fill("12");
    await ui.drawer.getByRole("textbox", { name: "Tuition fee" }).fill("21500");
    await ui.chooseMonths(["January", "September"]);
    await ui.drawer.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`${courseName} was created.`)).toBeVisible();
    await ui.filter(ui.courses, courseName);
    const courseRow = ui.row(ui.courses, courseName);
    await expect(courseRow).toContainText(providerName);
    await expect(courseRow).toContainText("GBP 21,500");
    await expect(courseRow).toContainText("12 months");
    await expect(courseRow).toContainText("Jan, Sept");
    await expect(courseRow).toContainText("Active");

    await ui.rowAction(courseName, "Edit");
    await expect(ui.drawer.getByRole("textbox", { name: "Tuition fee" })).toHaveValue("21,500");
    await ui.drawer.getByRole("textbox", { name: "Tuition fee" }).fill("19000");
    await ui.drawer.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${courseName} was saved.`)).toBeVisible();
    await expect(courseRow).toContainText("GBP 19,000");

    await ui.rowAction(courseName, "Deactivate");
    await ui.confirm("Deactivate", courseName);
    await expect(page.getByText(`${courseName} is inactive.`)).toBeVisible();
    await expect(courseRow).toContainText("Inactive");
    await page
      .locator("label")
      .filter({ hasText: /^Active$/ })
      .click();
    await expect(page).toHaveURL(/is_active=true/);
    await expect(page.getByText("No courses match these filters.")).toBeVisible();

    // The provider's courses link leads to its courses; then the provider is deactivated.
    await page.goto("/admin/providers");
    await ui.filter(ui.providers, providerName);
    await providerRow.getByRole("link", { name: `1 course of ${providerName}` }).click();
    await expect(page).toHaveURL(/\/admin\/courses\?provider=\d+$/);
    await expect(page.getByRole("combobox", { name: "Provider", exact: true })).toHaveValue(providerName);
    await expect(ui.row(ui.courses, courseName)).toHaveCount(1);
    await expect(ui.courses.getByRole("row")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "admin-courses");

    await page.goto("/admin/providers");
    await ui.filter(ui.providers, providerName);
    await ui.rowAction(providerName, "Deactivate");
    await ui.confirm("Deactivate", providerName);
    await expect(page.getByText(`${providerName} is inactive.`)).toBeVisible();
    await expect(providerRow).toContainText("Inactive");
  });

  test("the course drawer shows the schema's and the server's field errors", async ({ page }) => {
    const stamp = Date.now();
    const provider = await createProvider(page, `Fieldcheck University ${stamp}`);
    const levels = await callApi<{ data: { id: number; name: string }[] }>(page, "GET", "/filter/level/");
    const level = levels.json.data.find((l) => l.name === "Undergraduate")!;
    const taken = `BSc Taken Name ${stamp}`;
    const created = await callApi(page, "POST", "/admin/courses/", {
      provider_id: provider.id,
      name: taken,
      study_level_id: level.id,
      discipline: "Biology",
      duration_months: 36,
      tuition_fee: 15000,
      currency: "GBP",
      intake_months: [9],
    });
    expect(created.status).toBe(201);

    const ui = new AdminCataloguePage(page);
    await page.goto("/admin/courses");
    await page.getByRole("button", { name: "Add course" }).click();
    await ui.drawer.getByRole("textbox", { name: "Language of teaching" }).fill("");
    await ui.drawer.getByRole("button", { name: "Create" }).click();
    for (const message of [
      "Choose a provider.",
      "Name is required.",
      "Choose a study level.",
      "Discipline is required.",
      "Duration is a number of months.",
      "Tuition is an amount.",
      "The currency is a three-letter ISO 4217 code, e.g. GBP.",
      "Choose at least one intake month.",
      "Language is required.",
    ])
      await expect(ui.drawer.getByText(message)).toBeVisible();
    await expect(ui.drawer.getByRole("textbox", { name: "Course name" })).toHaveAttribute("aria-invalid", "true");
    await snap(page, "admin-course-form-errors");

    await ui.drawer.getByRole("textbox", { name: "Duration (months)" }).fill("240");
    await ui.drawer.getByRole("button", { name: "Create" }).click();
    await expect(ui.drawer.getByText("Duration is at most 120 months.")).toBeVisible();

    // Valid for the schema, refused by the server: the same name and level at the same provider.
    await ui.choose("Provider", provider.name, provider.name);
    await ui.drawer.getByRole("textbox", { name: "Course name" }).fill(taken);
    await ui.choose("Study level", "Undergraduate");
    await ui.drawer.getByRole("textbox", { name: "Discipline" }).fill("Biology");
    await ui.drawer.getByRole("textbox", { name: "Duration (months)" }).fill("36");
    await ui.drawer.getByRole("textbox", { name: "Tuition fee" }).fill("15000");
    await ui.drawer.getByRole("textbox", { name: "Language of teaching" }).fill("English");
    await ui.chooseMonths(["September"]);
    await ui.drawer.getByRole("button", { name: "Create" }).click();
    await expect(ui.drawer.getByText("This provider already has a course with this name and level.")).toBeVisible();
    await expect(ui.drawer).toBeVisible();
    expect(await courseCount(page, taken)).toBe(1);
  });

  test("imports courses from a CSV only when every row is valid", async ({ page }) => {
    const stamp = Date.now();
    const provider = await createProvider(page, `Importbridge University ${stamp}`);
    const good = (name: string) =>
      `"${provider.name}",GB,${name},Undergraduate,Design,36,15000,GBP,0,9;1,"A levels, BBB",English`;
    const first = `BA Import Good ${stamp}`;
    const second = `BA Import Second ${stamp}`;
    const ui = new AdminCataloguePage(page);

    await page.goto("/admin/courses");
    await page.getByRole("main").getByRole("link", { name: "Import courses" }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/import$/);
    await expect(ui.heading).toHaveText("Import courses");
    await expect(page.getByText("provider_country", { exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV template" }).click();
    expect((await download).suggestedFilename()).toBe("course-import-template.csv");
    const xlsx = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excel template" }).click();
    expect((await xlsx).suggestedFilename()).toBe("course-import-template.xlsx");
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "admin-course-import");

    // One good row and one with a negative tuition: the preview shows the error and nothing can be imported.
    const bad = [HEADER, good(first), `"${provider.name}",GB,${second},Undergraduate,Design,36,-500,GBP,0,9,,English`];
    await page.getByLabel("Course file").setInputFiles({
      name: "courses-bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(bad.join("\n")),
    });
    await expect(page.getByText("courses-bad.csv")).toBeVisible();
    await expect(page.getByText(/1 row has errors, so nothing can be imported yet/)).toBeVisible();
    const badRow = ui.row(ui.previewTable, second);
    await expect(badRow).toContainText("Tuition is not negative.");
    await expect(badRow).toContainText("1 error");
    await expect(ui.row(ui.previewTable, first)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Import courses", exact: true })).toBeDisabled();
    await page.getByText("All rows (2)").click();
    await expect(ui.row(ui.previewTable, first)).toContainText("Ready");
    await page.getByText("With errors (1)").click();
    await expect(ui.previewTable.getByRole("row")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "admin-course-import-preview");
    expect(await courseCount(page, String(stamp))).toBe(0);

    // Choosing another file starts again; a good file imports every row.
    await page.getByRole("button", { name: "Choose another file" }).click();
    await expect(ui.previewTable).toHaveCount(0);
    await page.getByLabel("Course file").setInputFiles({
      name: "courses-good.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([HEADER, good(first), good(second)].join("\n")),
    });
    await expect(page.getByText("All 2 rows are valid and ready to import.")).toBeVisible();
    await page.getByRole("button", { name: "Import 2 courses" }).click();
    await expect(page.getByRole("heading", { name: "2 courses imported" })).toBeVisible();
    expect(await courseCount(page, String(stamp))).toBe(2);

    await page.getByRole("link", { name: "View courses" }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await ui.filter(ui.courses, String(stamp));
    await expect(ui.row(ui.courses, first)).toContainText("GBP 15,000");
    await expect(ui.row(ui.courses, first)).toContainText("Jan, Sept");
    await expect(ui.row(ui.courses, second)).toContainText(provider.name);
  });

  test("the import explains a file it cannot read, and an unknown provider, in dark mode too", async ({ page }) => {
    const ui = new AdminCataloguePage(page);
    await page.goto("/admin/courses/import");
    await setThemeMode(page, "dark");
    await expect(ui.heading).toHaveText("Import courses");
    await page.getByLabel("Course file").setInputFiles({
      name: "wrong.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name,fee\nA,1\n"),
    });
    await expect(page.getByRole("alert")).toContainText("The file lacks the columns provider, provider_country");
    await expect(ui.previewTable).toHaveCount(0);

    await page.getByRole("button", { name: "Choose another file" }).click();
    const name = `BA Nowhere ${Date.now()}`;
    await page.getByLabel("Course file").setInputFiles({
      name: "unknown-provider.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `${HEADER}\nNo Such University ${Date.now()},GB,${name},Undergraduate,Design,36,15000,GBP,0,9,,English\n`,
      ),
    });
    await expect(ui.row(ui.previewTable, name)).toContainText("add it first.");
    await expect(page.getByRole("button", { name: "Import courses", exact: true })).toBeDisabled();
    await snap(page, "admin-course-import-dark");
    await setThemeMode(page, "light");
  });
});

test("a partner opening the catalogue administration is told it has no access", async ({ page }) => {
  await new ShellPage(page).signIn(accounts.partner);
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add course" })).toHaveCount(0);
});
