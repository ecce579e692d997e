import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A token of letters only (names take letters), unique to this run. */
const token = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(cell);
      cell = "";
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

/** The bulk action bar under a list with rows ticked. */
const barOf = (page: Page): Locator => page.getByRole("region", { name: "Bulk actions" });

test.describe("bulk actions on the lists (issue 20)", () => {
  test("three students ticked export as a CSV of exactly those three rows", async ({ page, request }) => {
    const api = await ApiAs.signIn(request, accounts.partner);
    const tag = token("Bulkx");
    const students = [await api.newStudent(tag), await api.newStudent(tag), await api.newStudent(tag)];
    // A fourth that matches the search but is not ticked: the file must leave it out.
    const other = await api.newStudent(tag);
    await signInByApi(page, accounts.partner);
    await page.goto(`/partner/student?search=${encodeURIComponent(`adm${tag}`.toLowerCase())}`);
    const table = page.getByRole("table", { name: "Students" });
    await expect(table.locator("tbody tr")).toHaveCount(4);

    for (const s of students) await page.getByRole("checkbox", { name: `Select ${s.name}` }).check();
    const bar = barOf(page);
    await expect(bar.getByTestId("bulk-count")).toHaveText("3 selected");
    await expect(page.getByRole("checkbox", { name: `Select ${other.name}` })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "bulk-actions-students");

    const download = page.waitForEvent("download");
    await bar.getByRole("button", { name: "Export selection (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await file.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const [header, ...rows] = lines.map(cells);
    expect(header?.slice(0, 3)).toEqual(["ID", "First name", "Last name"]);
    expect(rows, "three data rows").toHaveLength(3);
    expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(
      students.map((s) => s.id).sort((a, b) => a - b),
    );
    expect(rows.map((r) => `${r[1]} ${r[2]}`).sort()).toEqual(students.map((s) => s.name).sort());
    await expect(page.getByText(`${file.suggestedFilename()} saved.`)).toBeVisible();
  });

  test("a counsellor assigned to two applications shows in the list", async ({ page, request }) => {
    const api = await ApiAs.signIn(request, accounts.partner);
    const tag = token("Bulky");
    const apps = [await api.newApplication(tag), await api.newApplication(tag)];
    await signInByApi(page, accounts.partner);
    await page.goto(`/partner/application?search=${encodeURIComponent(`adm${tag}`.toLowerCase())}`);
    const table = page.getByRole("table", { name: "Applications" });
    await expect(table.locator("tbody tr")).toHaveCount(2);

    // The header checkbox ticks the page; the whole list is on it, so no "select all matching" is offered.
    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    const bar = barOf(page);
    await expect(bar.getByTestId("bulk-count")).toHaveText("2 selected");
    await expect(page.getByRole("button", { name: /^Select all .* matching the filter$/ })).toHaveCount(0);

    await bar.getByRole("button", { name: "Assign counsellor" }).click();
    const dialog = page.getByRole("dialog", { name: "Assign a counsellor to the 2 selected" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox", { name: "Counsellor" }).click();
    await page.getByRole("option", { name: accounts.counsellor.name }).click();
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Done: 2 changed, 0 already as asked.")).toBeVisible();
    await snap(page, "bulk-actions-applications");
    await expect(dialog).toBeHidden();

    for (const a of apps) {
      const row = table.locator("tbody tr", { hasText: `#${a.id}` });
      await expect(row.getByText(accounts.counsellor.name)).toBeVisible();
    }
    // The list's Counsellor filter finds them.
    const counsellors = await api.get<{ data: { id: number; name: string }[] }>("/partner/counsellors/");
    const arjun = counsellors.data.find((c) => c.name === accounts.counsellor.name)!;
    await page.goto(
      `/partner/application?search=${encodeURIComponent(`adm${tag}`.toLowerCase())}&counsellor=${arjun.id}`,
    );
    await expect(table.locator("tbody tr")).toHaveCount(2);
  });
});
