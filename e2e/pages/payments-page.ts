import { expect, type Locator, type Page } from "@playwright/test";
import type { ApiAs } from "./admin-applications-page";

type Commission = { id: number; currency: string; expected_amount: string | null; status: string };

/** The commission screens: the partner's /partner/payments and the Superadmin's /admin/payments. */
export class PaymentsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly overdueAlert: Locator;

  constructor(
    readonly page: Page,
    readonly side: "partner" | "admin",
  ) {
    this.heading = page.getByRole("heading", {
      level: 1,
      name: side === "partner" ? "Update Payment Status" : "Commission payments",
    });
    this.table = page.getByRole("table", { name: "Commission records" });
    this.search = page.getByRole("searchbox", { name: "Search" });
    this.count = page.getByTestId("payments-count");
    this.overdueAlert = page.getByTestId("overdue-alert");
  }

  async goto(query = "") {
    await this.page.goto(`/${this.side}/payments${query}`);
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  rows() {
    return this.table.locator("tbody tr");
  }

  /** Types in the search box and waits for the URL (the search is debounced). */
  async find(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(new RegExp(`search=${text}`));
  }

  /** The record's drawer (`?commission=ID`). */
  drawer(id: number) {
    return this.page.getByRole("dialog", { name: `Commission #${id}` });
  }

  /** Opens a row's record by the student's name (the name is the row's button). */
  async open(studentName: string, id: number) {
    await this.table.getByRole("button", { name: `Open commission #${id} for ${studentName}` }).click();
    await expect(this.drawer(id)).toBeVisible();
    await expect(this.drawer(id).getByTestId("commission-detail")).toBeVisible();
    await expect(this.page).toHaveURL(new RegExp(`commission=${id}`));
  }

  status(id: number) {
    return this.drawer(id).getByTestId("commission-detail").getByTestId("commission-status").first();
  }

  history(id: number) {
    return this.drawer(id).getByTestId("commission-history");
  }

  /** (Superadmin) one move from the drawer: the button, the fields it needs, the confirmation. */
  async move(
    id: number,
    action: string,
    fields: { amount?: string; date?: string; reason?: string; note?: string } = {},
  ) {
    const drawer = this.drawer(id);
    await drawer.getByRole("button", { name: action, exact: true }).click();
    const form = drawer.getByTestId("move-form");
    await expect(form).toBeVisible();
    if (fields.amount !== undefined) await form.getByRole("textbox", { name: "Received amount" }).fill(fields.amount);
    if (fields.reason !== undefined) await form.getByRole("textbox", { name: "Reason" }).fill(fields.reason);
    if (fields.note !== undefined) await form.getByRole("textbox", { name: "Note (optional)" }).fill(fields.note);
    await form.getByRole("button", { name: `Confirm: ${action}` }).click();
    await expect(form).toBeHidden();
  }
}

/** The commission record of an application, read through the API. */
export async function commissionOf(api: ApiAs, studentLastName: string): Promise<Commission> {
  let found: Commission | undefined;
  await expect
    .poll(
      async () => {
        const r = await api.get<{ results: { data: Commission[] } }>(
          `/partner/payments/?search=${encodeURIComponent(studentLastName)}`,
        );
        found = r.results.data[0];
        return Boolean(found);
      },
      { message: `a commission record for ${studentLastName}` },
    )
    .toBe(true);
  return found!;
}

/** Moves an application to Enrolled through the Superadmin's API, which opens its commission record. */
export async function enrol(admin: ApiAs, applicationId: number) {
  const statuses = await admin.get<{ results: { data: { id: number; name: string }[] } }>(
    "/masters/application-statuses/?page_size=100",
  );
  const enrolled = statuses.results.data.find((s) => s.name === "Enrolled");
  if (!enrolled) throw new Error("no Enrolled status in the Masters");
  await admin.post(`/admin/applications/${applicationId}/move/`, {
    status_id: enrolled.id,
    note: "Enrolled (e2e payments)",
  });
}

/** How the screens write an amount in English (en-GB, the currency's code: "GBP 1,850.00"). */
export const money = (amount: number | string, currency: string) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency, currencyDisplay: "code" }).format(Number(amount));
