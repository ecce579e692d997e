import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";
import { StudentsPage } from "../pages/students-page";

/** Issue 36: importing students from a spreadsheet. */
const expect = baseExpect.configure({ timeout: 20_000 });
const HEADER = "first_name,last_name,email,nationality,study_country,study_level,english_test,english_overall,tags";

function file(rows: string[], name = "students.csv") {
  return { name, mimeType: "text/csv", buffer: Buffer.from([HEADER, ...rows].join("\n")) };
}

test("imports a file of three students after its one error is fixed, and lists them", async ({ page }) => {
  const tag = `Fair${Date.now()}`;
  const email = (n: number) => `import.${tag.toLowerCase()}.${n}@example.org`;
  const row = (n: number, mail = email(n)) =>
    `Lena,Import${n},${mail},Nepal,United Kingdom,Undergraduate,IELTS,6.5,${tag}`;
  await new ShellPage(page).signIn(accounts.partner);
  const students = new StudentsPage(page);
  await students.goto();
  await page.getByRole("link", { name: "Import students" }).click();
  await expect(page).toHaveURL(/\/partner\/student\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import students" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Template (CSV)" }).click();
  expect((await download).suggestedFilename()).toBe("students-import-template.csv");

  // Three rows, the second with an e-mail that is not one: its error shows on its row, and nothing can be imported.
  await page.getByLabel("Students file").setInputFiles(file([row(1), row(2, "lena.at.example.org"), row(3)]));
  await expect(page.getByText("1 row has errors. Nothing can be imported until it is fixed.")).toBeVisible();
  const table = page.getByRole("table", { name: "Rows of the file" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Enter a valid email address.");
  await expect(table.getByRole("row").nth(1)).toContainText("Import2");
  await expect(page.getByRole("button", { name: "Fix the errors to import" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "student-import-errors");

  // The file fixed and dropped again: every row is ready, and Import adds all three.
  await page.getByRole("button", { name: "Choose another file" }).click();
  await page.getByLabel("Students file").setInputFiles(file([row(1), row(2), row(3)], "students-fixed.csv"));
  await expect(page.getByText("All 3 rows are ready to import.")).toBeVisible();
  await page.getByRole("button", { name: "Import 3 students" }).click();
  await expect(page.getByRole("heading", { name: "3 students imported" })).toBeVisible();
  await snap(page, "student-import-done");

  await page.getByRole("link", { name: "View students" }).click();
  await expect(students.heading).toBeVisible();
  await students.search.fill(tag.toLowerCase());
  await expect(students.rows()).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(students.table).toContainText(`Lena Import${n}`);
});

test("the import screen in dark mode, with a file it cannot read", async ({ page }) => {
  await new ShellPage(page).signIn(accounts.partner);
  await page.goto("/partner/student/import");
  await setThemeMode(page, "dark");
  await page.getByLabel("Students file").setInputFiles({
    name: "wrong.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("name,fee\nA,1\n"),
  });
  await expect(page.getByRole("alert")).toContainText("The header row does not match the template.");
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "student-import-dark");
  await setThemeMode(page, "light");
});

test.describe("in Arabic on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "ar" });

  test("the import screen checks a file and says what is wrong in Arabic", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    await page.goto("/partner/student/import");
    await expect(page.getByRole("heading", { level: 1, name: "استيراد الطلاب" })).toBeVisible();
    await page
      .getByLabel("ملف الطلاب")
      .setInputFiles(file([`Omar,Phone,omar.${Date.now()}@example.org,Narnia,GB,Undergraduate,,,`]));
    await expect(page.getByText('لا يوجد بلد باسم "Narnia"', { exact: false })).toBeVisible();
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(width).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "student-import-ar-390");
  });
});
