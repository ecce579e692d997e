import { accounts, expect, test } from "../fixtures";
import { ShellPage } from "../pages/shell-page";
import { StudentsPage } from "../pages/students-page";

/** How far the page and the table's own scrolling frame are wider than what they show (0 when all fits). */
async function overflows(students: StudentsPage) {
  return students.table.evaluate((table) => {
    const frame = table.closest(".mantine-ScrollArea-viewport") ?? table.parentElement!;
    const root = document.documentElement;
    return { page: root.scrollWidth - root.clientWidth, table: frame.scrollWidth - frame.clientWidth };
  });
}

/** At 1280 px beside the sidebar the students table fits its panel; wider, every column is there. */
test("the students table fits a 1280 px screen without sideways scrolling, and shows all columns wider", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new ShellPage(page).signIn(accounts.partner);
  const students = new StudentsPage(page);
  await students.goto();
  await expect(students.rows().first()).toBeVisible();
  expect(await overflows(students)).toEqual({ page: 0, table: 0 });
  // The less used columns step aside at this width (both are filters and on the student's page).
  await expect(students.table.getByRole("columnheader", { name: "Nationality" })).toBeHidden();
  await expect(students.table.getByRole("columnheader", { name: "Created by" })).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(students.table.getByRole("columnheader", { name: "Nationality" })).toBeVisible();
  await expect(students.table.getByRole("columnheader", { name: "Created by" })).toBeVisible();
  await expect(students.table.getByRole("columnheader", { name: "Counsellor" })).toBeVisible();
  expect(await overflows(students)).toEqual({ page: 0, table: 0 });
});
