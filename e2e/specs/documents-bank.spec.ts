import { readFileSync } from "node:fs";
import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { AdminDocumentsPage, type FilePayload, PartnerDocumentsPage } from "../pages/documents-bank-page";
import { ShellPage } from "../pages/shell-page";
import { chooseOption } from "../pages/updates-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A small PDF (the server knows a PDF by its first bytes) whose content says which version it is. */
function pdf(name: string, text: string): FilePayload {
  const body = `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

// One word nobody else uses in this run, so search finds exactly this document.
const stamp = `zd${Date.now().toString(36)}`;
const fileName = `visa-guide-${stamp}.pdf`;
const title = `Visa guide ${stamp}`;
const v1 = pdf(fileName, `version one ${stamp}`);
const v2 = pdf(`visa-guide-${stamp}-2026.pdf`, `version two ${stamp} with the new rules`);

test.describe("Documents Bank", () => {
  test("the Superadmin uploads a document; a missing file and fields show their errors", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const admin = new AdminDocumentsPage(page);
    await admin.goto();
    expect(await seriousViolations(page)).toEqual([]);

    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/admin/documents/")) posts.push(r.url());
    });
    await admin.openUpload();
    await admin.drawer.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(admin.drawer.getByText("Choose a file to upload.")).toBeVisible();
    await expect(admin.drawer.getByText("Write a title of at least 3 characters.")).toBeVisible();
    await expect(admin.drawer.getByText("Choose a category.")).toBeVisible();
    await expect(admin.field("Title")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);

    // The title follows the file's name until one is typed.
    await admin.chooseFile(admin.drawer, v1);
    await expect(admin.field("Title")).toHaveValue(title);
    await chooseOption(page, admin.drawer, "Category", "Guide");
    await admin.field("Description").fill(`Appointments, fees and the checklist for ${stamp} students.`);
    await chooseOption(page, admin.drawer, "Country", "Canada");
    expect(await seriousViolations(page)).toEqual([]);
    await new ShellPage(page).snapViewport("documents-admin-drawer");
    await admin.drawer.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(admin.drawer).toBeHidden();
    await expect(page.getByText(`“${title}” is uploaded.`)).toBeVisible();

    await admin.search.fill(stamp);
    await expect(admin.table.locator("tbody tr")).toHaveCount(1);
    await expect(admin.row(title)).toContainText(fileName);
    await expect(admin.row(title)).toContainText("Guide");
    await expect(admin.row(title)).toContainText("Canada");
    await expect(admin.row(title).getByTestId("row-version")).toHaveText("v1");
    await expect(admin.row(title)).toContainText("Active");
    await snap(page, "documents-admin");
  });

  test("a partner finds it by search, category and country, and downloads the file", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const bank = new PartnerDocumentsPage(page);
    await bank.goto();
    await bank.search.fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    await expect(bank.cards()).toHaveCount(1);
    const card = bank.card(title);
    await expect(card).toContainText("Canada");
    await expect(card.getByTestId("document-version")).toHaveText("Version 1");

    // The Guides chip keeps it; the Country filter too; another category does not.
    await page
      .getByRole("radiogroup", { name: "Category" })
      .getByText(/^Guides \(\d+\)$/)
      .click();
    await expect(page).toHaveURL(/category=guide/);
    await expect(bank.cards()).toHaveCount(1);
    await chooseOption(page, page, "Country", "Canada");
    await expect(page).toHaveURL(/country=\d+/);
    await expect(bank.cards()).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "documents-partner");

    const download = await bank.download(title);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(readFileSync(await download.path()).equals(v1.buffer)).toBe(true);

    await bank.goto(`?category=policy&search=${stamp}`);
    await expect(page.getByText("No document matches these filters.")).toBeVisible();
    await expect(bank.cards()).toHaveCount(0);
  });

  test("the Superadmin uploads a new version; the history keeps both", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const admin = new AdminDocumentsPage(page);
    await admin.goto();
    await admin.search.fill(stamp);
    await admin.rowAction(title, "Upload new version");
    const modal = page.getByRole("dialog", { name: "Upload a new version" });
    await expect(modal).toContainText("The new file becomes version 2");
    await admin.chooseFile(modal, v2);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Upload version 2" }).click();
    await expect(modal).toBeHidden();
    await expect(admin.row(title).getByTestId("row-version")).toHaveText("v2");
    await expect(admin.row(title)).toContainText(v2.name);

    await admin.row(title).getByRole("button", { name: title, exact: true }).click();
    await expect(admin.drawer).toBeVisible();
    const versions = admin.drawer.getByTestId("document-versions").getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText(`v2 · ${v2.name}`);
    await expect(versions.nth(1)).toContainText(`v1 · ${fileName}`);
    await expect(admin.field("Title")).toHaveValue(title);
    await admin.drawer.getByRole("button", { name: "Cancel" }).click();
    await expect(admin.drawer).toBeHidden();
  });

  test("the partner's download now gives version 2's bytes", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const bank = new PartnerDocumentsPage(page);
    await bank.goto(`?search=${stamp}`);
    await expect(bank.card(title).getByTestId("document-version")).toHaveText("Version 2");
    const download = await bank.download(title);
    expect(download.suggestedFilename()).toBe(v2.name);
    expect(readFileSync(await download.path()).equals(v2.buffer)).toBe(true);
  });

  test("deactivating asks first and hides the document from partners", async ({ page, browser, baseURL }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const admin = new AdminDocumentsPage(page);
    await admin.goto();
    await admin.search.fill(stamp);
    await admin.rowAction(title, "Deactivate");
    const modal = page.getByRole("dialog", { name: `Deactivate “${title}”?` });
    await expect(modal).toContainText("Partners will no longer see or download it.");
    await modal.getByRole("button", { name: "Deactivate" }).click();
    await expect(modal).toBeHidden();
    await expect(admin.row(title)).toContainText("Inactive");

    const partner = await browser.newContext({ baseURL });
    const other = await partner.newPage();
    await new ShellPage(other).signIn(accounts.partner);
    const bank = new PartnerDocumentsPage(other);
    await bank.goto(`?search=${stamp}`);
    await expect(other.getByText("No document matches these filters.")).toBeVisible();
    await partner.close();
  });
});
