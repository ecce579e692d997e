import { accounts, expect, test } from "../fixtures";
import { ApiAs, calmSnap, seriousViolations } from "../pages/admin-applications-page";
import { Header } from "../pages/header";
import { ShellPage } from "../pages/shell-page";

test.describe.configure({ timeout: 120_000 });

/** A new application of partner@example.com moved to Under review by the Superadmin, with a note. */
async function movedApplication(request: Parameters<typeof ApiAs.signIn>[0], tag: string) {
  const partner = await ApiAs.signIn(request, accounts.partner);
  const admin = await ApiAs.signIn(request, accounts.admin);
  const app = await partner.newApplication(tag);
  const statuses = await admin.get<{ results: { data: { id: number; name: string }[] } }>(
    "/masters/application-statuses/?page_size=100",
  );
  const review = statuses.results.data.find((s) => s.name === "Under review")!;
  const note = `Passed to the admissions team (${Date.now()})`;
  await admin.post(`/admin/applications/${app.id}/move/`, { status_id: review.id, note });
  return { ...app, note };
}

test("the admin audit log lists the move, with filters in the URL and before/after details", async ({
  page,
  request,
}) => {
  const app = await movedApplication(request, "audit");
  const today = new Date().toISOString().slice(0, 10);

  await new ShellPage(page).signIn(accounts.admin);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole("table", { name: "Audit log entries" });
  await expect(table.locator("tbody tr").first()).toBeVisible();

  // Action: searched by its words and picked (the URL keeps the code); partner: searched and picked.
  const action = page.getByRole("combobox", { name: "Action" });
  await action.click();
  await action.fill("status chan");
  await page.getByRole("option", { name: "Application status changed", exact: true }).click();
  await expect(page).toHaveURL(/action=application\.status/);
  const partner = page.getByRole("combobox", { name: "Partner" });
  await partner.click();
  await partner.fill("Global Path");
  await page.getByRole("option", { name: accounts.partner.partnerName, exact: true }).click();
  await expect(page).toHaveURL(/partner=\d+/);

  const row = table
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: `Application #${app.id}`, exact: true }) });
  await expect(row).toHaveCount(1);
  // The entry reads as a sentence (issue 20), the kind of action in words below it (issue 35).
  await expect(row.getByTestId("audit-summary")).toHaveText(
    `${accounts.admin.name} moved application #${app.id} from Draft to Under review.`,
  );
  await expect(row).toContainText(accounts.admin.name);
  await expect(row).toContainText(accounts.partner.partnerName);
  const rows = await table.locator("tbody tr").allTextContents();
  expect(rows.every((r) => r.includes("Application status changed") && r.includes(accounts.partner.partnerName))).toBe(
    true,
  );
  expect(rows.some((r) => r.includes("application.status"))).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await calmSnap(page, "admin-audit");

  // The details drawer: before → after and the note.
  await row.getByRole("button", { name: /^Details of entry #\d+$/ }).click();
  const drawer = page.getByRole("dialog", { name: /^Audit entry #\d+$/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("audit-change")).toContainText("Draft");
  await expect(drawer.getByTestId("audit-change")).toContainText("Under review");
  await expect(drawer).toContainText(app.note);
  expect(await seriousViolations(page)).toEqual([]);
  await calmSnap(page, "admin-audit-drawer");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The filters survive a reload; a date range (in the URL) of today keeps the row, one in the past drops it.
  const url = new URL(page.url());
  await page.goto(`${url.pathname}${url.search}&from=${today}&to=${today}`);
  await expect(row).toHaveCount(1);
  await expect(action).toHaveValue("Application status changed");
  await expect(partner).toHaveValue(accounts.partner.partnerName);
  await page.goto(`${url.pathname}${url.search}&from=2001-01-01&to=2001-01-31`);
  await expect(page.getByText("No entry matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/action=|partner=|from=/);
  await expect(table.locator("tbody tr").first()).toBeVisible();
});

test("a partner's company page shows its profile and its own activity", async ({ page, request }) => {
  const app = await movedApplication(request, "company");
  await new ShellPage(page).signIn(accounts.partner);
  const header = new Header(page);
  await header.openProfileMenu();
  await header.profileItem("Company profile").click();
  await expect(page).toHaveURL(/\/partner\/company$/);
  await expect(page.getByRole("heading", { level: 1, name: "Company profile" })).toBeVisible();
  const profile = page.getByTestId("company-profile");
  await expect(profile).toContainText(accounts.partner.partnerName);
  await expect(profile).toContainText("Active");

  const log = page.getByRole("table", { name: "Activity log entries" });
  const row = log
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: `Application #${app.id}`, exact: true }) });
  await expect(row.first()).toBeVisible();
  await expect(log.getByRole("columnheader", { name: "Partner" })).toHaveCount(0);
  // Only its own partner's entries (another partner's would not be in this list at all).
  await expect(log).not.toContainText(accounts.partner2.partnerName);
  const moved = row.filter({
    hasText: `${accounts.admin.name} moved application #${app.id} from Draft to Under review.`,
  });
  await moved.getByRole("button", { name: /^Details of entry #\d+$/ }).click();
  const drawer = page.getByRole("dialog", { name: /^Audit entry #\d+$/ });
  await expect(drawer).toContainText(app.note);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByText(/^\d+ entr(y|ies)$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await calmSnap(page, "partner-company");
});

test("a sub-login is refused the company page and is not offered it", async ({ page }) => {
  await new ShellPage(page).signIn(accounts.counsellor);
  const header = new Header(page);
  await header.openProfileMenu();
  await expect(header.profileItem("Profile")).toBeVisible();
  await expect(header.profileItem("Company profile")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/partner/company");
  await expect(page.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("table", { name: "Activity log entries" })).toHaveCount(0);
});
