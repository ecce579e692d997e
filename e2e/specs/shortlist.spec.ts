import { accounts, expect, snap, test } from "../fixtures";
import { amountOf, CataloguePage, seriousViolations } from "../pages/catalogue-page";
import { setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";

test.describe("course finder, shortlist, compare and apply", () => {
  // Long flows with full-page screenshots on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    await new CataloguePage(page).clearShortlist();
  });

  test("filter and sort, shortlist two, compare them and apply for a student", async ({ page }) => {
    const cat = new CataloguePage(page);
    await cat.gotoCourses();
    expect(await seriousViolations(page)).toEqual([]);

    await cat.choose("Destination", "United Kingdom");
    await cat.choose("Sort by", "Tuition (low to high)");
    await expect(page).toHaveURL(/country=\d+/);
    await expect(page).toHaveURL(/ordering=tuition_fee/);
    await cat.cardsMatch(
      (fees, texts) =>
        texts.every((t) => t.includes("United Kingdom")) && fees.every((f, i) => i === 0 || fees[i - 1]! <= f),
    );
    const [first, second] = await cat.tuitions();
    expect(first).toBeLessThanOrEqual(second!);
    const tuitionTexts = await cat.cards.getByTestId("course-tuition").allInnerTexts();
    expect(tuitionTexts[0]).toMatch(/^GBP\s[\d,]+$/);
    await snap(page, "catalogue-courses");

    const names = (await cat.cardNames()).slice(0, 2);
    await cat.addButton(cat.cards.nth(0)).click();
    await cat.addButton(cat.cards.nth(1)).click();
    await expect(cat.cards.nth(0).getByRole("button", { name: /^In shortlist: / })).toBeVisible();
    await expect(cat.shortlistCount).toHaveText("2");
    await expect(cat.shortlistButton).toHaveAccessibleName("Shortlist, 2 courses");

    const panel = await cat.openShortlist();
    for (const name of names) await expect(panel.getByText(name, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "shortlist-dropdown");
    await panel.getByRole("link", { name: "Compare" }).click();

    await expect(page).toHaveURL(/\/partner\/courses\/compare/);
    await cat.heading("Compare courses");
    const table = page.getByRole("table", { name: "Course comparison" });
    const headers = table.getByTestId("compare-course");
    await expect(headers).toHaveCount(2);
    const compared = await table.getByTestId("compare-course-name").allInnerTexts();
    expect(compared.map((t) => t.trim()).sort()).toEqual([...names].sort());
    const comparedFees = (await table.getByTestId("compare-tuition").allInnerTexts()).map(amountOf);
    expect(comparedFees.sort((a, b) => a - b)).toEqual([first, second]);
    await expect(table.getByRole("rowheader", { name: "Requirements" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "shortlist-compare");

    await page.getByRole("button", { name: "Apply for a student" }).click();
    const dialog = cat.applyDialog;
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /^Create 2 applications$/ }).click();
    await expect(dialog.getByText("Choose a student.")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Student" }).click();
    const option = page.getByRole("option").first();
    const studentLabel = (await option.innerText()).trim();
    const studentName = studentLabel.split(" · ")[0]!;
    await option.click();
    for (const name of names) {
      // The course detail must list its upcoming intakes with their ids for the picker to offer any.
      await expect(
        dialog.getByRole("combobox", { name: `Intake for ${name}`, exact: true }),
        "GET /partner/courses/{id}/ lists `intakes`",
      ).toBeEnabled();
      await cat.choose(`Intake for ${name}`, /\d{4}/, dialog);
    }
    await snap(page, "shortlist-apply-modal");
    await dialog.getByRole("button", { name: "Create 2 applications" }).click();
    await expect(dialog.getByText(`2 Draft applications for ${studentName}.`)).toBeVisible();
    // Each created application once, with its course, provider and intake.
    const createdRows = dialog.getByTestId("apply-created-row");
    await expect(createdRows).toHaveCount(2);
    for (const name of names) await expect(createdRows.filter({ hasText: name })).toHaveCount(1);
    for (const row of await createdRows.all()) {
      const cells = (await row.getByRole("cell").allInnerTexts()).map((c) => c.trim());
      expect(cells).toHaveLength(3);
      expect(cells.every((c) => c !== "")).toBe(true);
      expect(cells[2]).toMatch(/\d{4}/);
    }
    await expect(cat.shortlistCount).toHaveCount(0);
    await dialog.getByRole("link", { name: "View applications" }).click();

    // The applications screens are another helper's; checked by visible text only.
    await expect(page).toHaveURL(/\/partner\/application\?student=\d+/);
    const main = page.getByRole("main");
    for (const name of names) await expect(main.getByText(name).first()).toBeVisible();
    await expect(main.getByText("Draft").first()).toBeVisible();
    await main.getByText(names[0]!).first().click();
    await expect(page).toHaveURL(/\/partner\/application\/\d+/);
    await expect(page.getByRole("main").getByText("Draft").first()).toBeVisible();
  });

  test("course finder filters survive a reload", async ({ page }) => {
    const cat = new CataloguePage(page);
    await cat.gotoCourses();
    await page.getByRole("textbox", { name: "Keyword", exact: true }).fill("Science");
    await cat.choose("Destination", "Canada");
    await cat.choose("Intake month", "September");
    await page.getByRole("textbox", { name: "Tuition up to", exact: true }).fill("40000");
    await cat.choose("Sort by", "Tuition (high to low)");
    await expect(page).toHaveURL(/search=Science/);
    await expect(page).toHaveURL(/tuition_max=40000/);
    await cat.cardsMatch(
      (fees, texts) =>
        texts.every((t) => t.includes("Canada")) && fees.every((f, i) => f <= 40000 && (i === 0 || fees[i - 1]! >= f)),
    );
    const before = await cat.cardNames();
    const url = page.url();

    await page.reload();
    await expect(cat.cards.first()).toBeVisible({ timeout: 15_000 });
    expect(page.url()).toBe(url);
    await expect(page.getByRole("textbox", { name: "Keyword", exact: true })).toHaveValue("Science");
    await expect(page.getByRole("combobox", { name: "Destination", exact: true })).toHaveValue("Canada");
    await expect(page.getByRole("combobox", { name: "Intake month", exact: true })).toHaveValue("September");
    await expect(page.getByRole("textbox", { name: "Tuition up to", exact: true })).toHaveValue("40,000");
    await expect(page.getByRole("combobox", { name: "Sort by", exact: true })).toHaveValue("Tuition (high to low)");
    expect(await cat.cardNames()).toEqual(before);
    const fees = await cat.tuitions();
    expect(fees.every((f) => f <= 40000)).toBe(true);
    expect([...fees].sort((a, b) => b - a)).toEqual(fees);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/partner\/courses$/);
  });

  test("the discipline filter finds Computer Science from typing comp, and takes a second discipline", async ({
    page,
  }) => {
    const cat = new CataloguePage(page);
    await cat.gotoCourses();
    const box = page.getByRole("combobox", { name: "Discipline", exact: true });
    await box.click();
    await box.pressSequentially("comp");
    await page.getByRole("option", { name: "Computer Science", exact: true }).click();
    await expect(page).toHaveURL(/discipline=Computer(\+|%20)Science/);
    await cat.cardsMatch((_, texts) => texts.length > 0 && texts.every((t) => /Computer Science|Software/.test(t)));
    const one = await page.getByTestId("course-count").innerText();
    await box.pressSequentially("data");
    await page.getByRole("option", { name: "Data Science", exact: true }).click();
    await expect(page).toHaveURL(/discipline=Computer(\+|%20)Science(,|%2C)Data(\+|%20)Science/);
    await expect(page.getByTestId("course-count")).not.toHaveText(one);
    await cat.cardsMatch((_, texts) => texts.every((t) => /Computer Science|Software|Data/.test(t)));
    // A multi-select stays open for the next choice: Escape closes it.
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    // The keyword search finds disciplines too, in part and whatever the case.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByRole("textbox", { name: "Keyword", exact: true }).fill("COMP");
    await expect(page).toHaveURL(/search=COMP/);
    await cat.cardsMatch((_, texts) => texts.length > 0 && texts.every((t) => /comp/i.test(t) || /Software/.test(t)));
  });

  test("course detail shows fees, intakes, requirements and the provider", async ({ page }) => {
    const cat = new CataloguePage(page);
    await cat.gotoCourses();
    const name = (await cat.cardNames())[0]!;
    await cat.cards
      .first()
      .getByRole("link", { name: `Details of ${name}` })
      .click();
    await cat.heading(name);
    for (const section of ["Overview", "Fees", "Intakes", "Entry requirements"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await page.getByRole("button", { name: `Add to shortlist: ${name}` }).click();
    await expect(cat.shortlistCount).toHaveText("1");
    await snap(page, "catalogue-course-detail");
    await page.getByRole("button", { name: `In shortlist: ${name}` }).click();
    await expect(cat.shortlistCount).toHaveCount(0);
    await page.getByRole("link", { name: "View provider" }).click();
    await expect(page).toHaveURL(/\/partner\/educationprovider\/\d+$/);
  });

  test("provider list search and a provider's detail with its courses", async ({ page }) => {
    await page.goto("/partner/educationprovider");
    await new CataloguePage(page).heading("Education providers");
    const table = page.getByRole("table", { name: "Education providers" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "catalogue-providers");

    await page.getByRole("textbox", { name: "Search", exact: true }).fill("Leeds");
    await expect(page).toHaveURL(/search=Leeds/);
    await expect(table.getByRole("row")).toHaveCount(2);
    const link = table.getByRole("link", { name: /Leeds/ });
    const providerName = (await link.innerText()).trim();
    await link.click();

    await new CataloguePage(page).heading(providerName);
    await expect(page.getByRole("heading", { level: 2, name: "Contacts" })).toBeVisible();
    const courses = page.getByRole("region", { name: `Courses of ${providerName}` }).getByTestId("course-card");
    await expect(courses.first()).toBeVisible();
    await expect(courses.first()).toContainText(providerName);
    const shortlistFirst = courses.first().getByRole("button", { name: /^Add to shortlist: / });
    await shortlistFirst.click();
    await expect(new CataloguePage(page).shortlistCount).toHaveText("1");
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "catalogue-provider-detail");
  });

  test("a fifth course cannot be compared: the selection stops at four", async ({ page }) => {
    const cat = new CataloguePage(page);
    await cat.gotoCourses();
    for (let i = 0; i < 5; i++) await cat.addButton(cat.cards.nth(i)).click();
    await expect(cat.shortlistCount).toHaveText("5");
    const panel = await cat.openShortlist();
    await expect(panel.getByText("You will pick up to 4 of them on the compare page.")).toBeVisible();
    await panel.getByRole("link", { name: "Compare" }).click();
    await cat.heading("Compare courses");

    const table = page.getByRole("table", { name: "Course comparison" });
    await expect(table.getByTestId("compare-course")).toHaveCount(4);
    const picks = page.getByRole("group", { name: "Courses to compare (up to 4)" }).getByRole("checkbox");
    await expect(picks).toHaveCount(5);
    await expect(picks.nth(4)).not.toBeChecked();
    await expect(picks.nth(4)).toBeDisabled();
    await expect(page.getByText("You can compare at most 4 courses; untick one first.")).toBeVisible();

    await picks.nth(0).click();
    await expect(picks.nth(0)).not.toBeChecked();
    await expect(table.getByTestId("compare-course")).toHaveCount(3);
    await expect(picks.nth(4)).toBeEnabled();
    await picks.nth(4).click();
    await expect(picks.nth(4)).toBeChecked();
    await expect(table.getByTestId("compare-course")).toHaveCount(4);
    await expect(picks.nth(0)).toBeDisabled();
    await snap(page, "shortlist-compare-pick");

    await table
      .getByRole("button", { name: /^Remove .* from the comparison$/ })
      .first()
      .click();
    await expect(table.getByTestId("compare-course")).toHaveCount(3);
  });

  test("dark mode and phone width", async ({ page }) => {
    const cat = new CataloguePage(page);
    await cat.gotoCourses();
    await setThemeMode(page, "dark");
    await expect(cat.cards.first()).toBeVisible();
    await snap(page, "catalogue-courses-dark");
    await setThemeMode(page, "light");

    await page.setViewportSize({ width: 390, height: 844 });
    await cat.gotoCourses();
    await cat.addButton(cat.cards.first()).click();
    await expect(cat.shortlistCount).toHaveText("1");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // On a phone the filters fold behind "Filters" (issue 20), and in its drawer the less used ones behind one more.
    await expect(page.getByRole("textbox", { name: "Keyword" })).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.getByRole("textbox", { name: "Keyword" })).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Study level", exact: true })).toBeHidden();
    await drawer.getByRole("button", { name: "More filters" }).click();
    await expect(drawer.getByRole("combobox", { name: "Study level", exact: true })).toBeVisible();
    await drawer.getByRole("button", { name: "Fewer filters" }).click();
    await page.getByRole("button", { name: "Close filters" }).click();
    await new ShellPage(page).snapViewport("catalogue-courses-phone");
    const panel = await cat.openShortlist();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

test("the Superadmin has no shortlist", async ({ page }) => {
  await new ShellPage(page).signIn(accounts.admin);
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(new CataloguePage(page).shortlistButton).toHaveCount(0);
});
