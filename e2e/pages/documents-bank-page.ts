import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** The Superadmin's /admin/documents: the table, the upload drawer, new versions and deactivation. */
export class AdminDocumentsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly uploadButton: Locator;
  readonly drawer: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Documents Bank" });
    this.table = page.getByRole("table", { name: "Bank documents" });
    this.uploadButton = page.getByRole("button", { name: "Upload document" });
    this.drawer = page.getByRole("dialog", { name: /^(Upload document|Edit document)$/ });
    this.search = page.getByRole("searchbox", { name: "Search documents" });
  }

  async goto() {
    await this.page.goto("/admin/documents");
    await expect(this.heading).toBeVisible();
  }

  row(title: string) {
    return this.table.locator("tbody tr", { hasText: title });
  }

  field(label: string) {
    return this.drawer.getByRole("textbox", { name: label, exact: true });
  }

  async openUpload() {
    await this.uploadButton.click();
    await expect(this.drawer).toBeVisible();
    await expect(this.drawer.getByTestId("file-dropzone")).toBeVisible();
  }

  /** Chooses a file through the dropzone's file input (what a click on the dropzone opens). */
  async chooseFile(scope: Locator, file: FilePayload) {
    await scope.locator('input[type="file"]').setInputFiles(file);
    await expect(scope.getByTestId("chosen-file")).toContainText(file.name);
  }

  async rowAction(title: string, action: string) {
    await this.row(title)
      .getByRole("button", { name: `Actions for ${title}` })
      .click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }
}

/** The partner's /partner/documents: filters, category chips and document cards. */
export class PartnerDocumentsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Documents Bank" });
    this.search = page.getByRole("searchbox", { name: "Search documents" });
    this.grid = page.getByTestId("documents-grid");
  }

  async goto(query = "") {
    await this.page.goto(`/partner/documents${query}`);
    await expect(this.heading).toBeVisible();
  }

  cards() {
    return this.page.getByTestId("document-card");
  }

  card(title: string) {
    return this.cards().filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  /** Clicks Download on a card and waits for the browser's download. */
  async download(title: string) {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.card(title)
        .getByRole("button", { name: `Download ${title}` })
        .click(),
    ]);
    return download;
  }
}
