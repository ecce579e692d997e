import { accounts, expect as baseExpect, snap, test } from "../fixtures";
import { ApiAs, pageAs, pdf, seriousViolations } from "../pages/admin-applications-page";
import { setThemeMode } from "../pages/header";
import { commissionOf, enrol, money, PaymentsPage } from "../pages/payments-page";
import { ShellPage } from "../pages/shell-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

test("a commission goes from Projected to Paid between the Superadmin and the partner", async ({
  page,
  browser,
  request,
}) => {
  const admin = await ApiAs.signIn(request, accounts.admin);
  const partnerApi = await ApiAs.signIn(request, accounts.partner);
  const app = await partnerApi.newApplication("pay");
  await enrol(admin, app.id);
  const record = await commissionOf(partnerApi, app.student.lastName);
  expect(record.status).toBe("projected");
  const invoice = `INV-E2E-${Date.now()}`;
  const received = "1234.56";

  // The Superadmin finds the new record among every partner's and marks it Eligible.
  await new ShellPage(page).signIn(accounts.admin);
  const adminScreen = new PaymentsPage(page, "admin");
  await adminScreen.goto();
  await expect(adminScreen.rows().first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Partner" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "payments-admin");
  await adminScreen.find(app.student.lastName);
  await expect(adminScreen.rows()).toHaveCount(1);
  await expect(adminScreen.rows().first()).toContainText(accounts.partner.partnerName);
  await expect(adminScreen.rows().first()).toContainText("Projected");
  await adminScreen.open(app.student.name, record.id);
  await expect(adminScreen.status(record.id)).toHaveText("Projected");
  await adminScreen.move(record.id, "Mark Eligible", { note: "Census date passed" });
  await expect(page.getByText(`Commission #${record.id} is now Eligible.`)).toBeVisible();
  await expect(adminScreen.status(record.id)).toHaveText("Eligible");
  await expect(adminScreen.history(record.id)).toContainText("Projected → Eligible");

  // The partner finds it Eligible, with the move in the history, and claims it (bad input first).
  const partnerPage = await pageAs(browser, accounts.partner);
  const partner = new PaymentsPage(partnerPage, "partner");
  await partner.goto();
  await expect(partner.rows().first()).toBeVisible();
  await expect(partnerPage.getByRole("group", { name: "Records per status" })).toBeVisible();
  expect(await seriousViolations(partnerPage)).toEqual([]);
  await snap(partnerPage, "payments-partner");
  await partner.find(app.student.lastName);
  await expect(partner.rows()).toHaveCount(1);
  await expect(partner.rows().first()).toContainText("Eligible");
  await partner.open(app.student.name, record.id);
  const drawer = partner.drawer(record.id);
  await expect(partner.history(record.id)).toContainText("Projected → Eligible");
  await expect(partner.history(record.id)).toContainText("Census date passed");
  if (record.expected_amount) {
    await expect(drawer.getByTestId("commission-expected")).toHaveText(money(record.expected_amount, record.currency));
  }
  await drawer.locator('input[type="file"]').setInputFiles(pdf("commission-invoice.pdf"));
  await drawer.getByRole("button", { name: "Submit claim" }).click();
  await expect(drawer.getByText("Enter the invoice number.")).toBeVisible();
  await expect(drawer.getByRole("textbox", { name: "Invoice number" })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(partnerPage)).toEqual([]);
  await drawer.getByRole("textbox", { name: "Invoice number" }).fill(invoice);
  await drawer.getByRole("button", { name: "Submit claim" }).click();
  await expect(partnerPage.getByText(`Commission #${record.id} claimed with invoice ${invoice}.`)).toBeVisible();
  await expect(partner.status(record.id)).toHaveText("Claimed");
  await expect(drawer.getByTestId("commission-invoice-number")).toHaveText(invoice);
  await expect(partner.history(record.id)).toContainText("Eligible → Claimed");

  // The Superadmin opens it from the notification's link, downloads the invoice, approves and records the payment.
  await adminScreen.goto(`?commission=${record.id}`);
  await expect(adminScreen.drawer(record.id).getByTestId("commission-detail")).toBeVisible();
  await expect(adminScreen.status(record.id)).toHaveText("Claimed");
  const invoiceDownload = page.waitForEvent("download");
  await adminScreen.drawer(record.id).getByRole("button", { name: "Download invoice" }).click();
  expect((await invoiceDownload).suggestedFilename()).toBe("commission-invoice.pdf");
  await adminScreen.move(record.id, "Approve");
  await expect(adminScreen.status(record.id)).toHaveText("Approved");
  await adminScreen.move(record.id, "Mark Paid", { amount: received });
  await expect(adminScreen.status(record.id)).toHaveText("Paid");
  await expect(adminScreen.drawer(record.id).getByTestId("commission-received")).toContainText(
    money(received, record.currency),
  );

  // The partner sees Paid, the received amount in the currency's totals, and every step in the history.
  await partner.goto(`?search=${app.student.lastName}&commission=${record.id}`);
  await expect(partner.status(record.id)).toHaveText("Paid");
  await expect(drawer.getByTestId("commission-received")).toContainText(money(received, record.currency));
  const history = partner.history(record.id);
  for (const step of ["Projected → Eligible", "Eligible → Claimed", "Claimed → Approved", "Approved → Paid"]) {
    await expect(history).toContainText(step);
  }
  await expect(history).toContainText(`Received ${received} ${record.currency}`);
  await expect(history).toContainText(`by ${accounts.admin.name}`);
  expect(await seriousViolations(partnerPage)).toEqual([]);
  await history.scrollIntoViewIfNeeded();
  await snap(partnerPage, "payments-detail");
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await expect(partnerPage).not.toHaveURL(/commission=/);
  await expect(partner.rows().first()).toContainText("Paid");
  const totals = partnerPage.getByTestId(`currency-${record.currency}`);
  await expect(totals.getByTestId("received")).toHaveText(money(received, record.currency));
  await partnerPage.context().close();
});

test("the partner's overdue filter shows only claims flagged Overdue", async ({ page }) => {
  await new ShellPage(page).signIn(accounts.partner);
  const partner = new PaymentsPage(page, "partner");
  await partner.goto();
  await expect(partner.overdueAlert).toBeVisible();
  await expect(partner.overdueAlert).toContainText(/waited more than 90 days/);
  const overdue = Number(/(\d+) claims? ha/.exec((await partner.overdueAlert.textContent()) ?? "")?.[1]);
  expect(overdue).toBeGreaterThan(0);
  await partner.overdueAlert.getByRole("button", { name: "Show overdue claims" }).click();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(partner.count).toHaveText(overdue === 1 ? "1 record" : `${overdue} records`);
  await expect(partner.rows()).toHaveCount(Math.min(overdue, 25));
  const rows = await partner.rows().all();
  for (const row of rows) {
    await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
    await expect(row).toContainText(/Claimed|Approved/);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The filter is in the URL: a reload keeps it, and the Overdue select says so.
  await page.reload();
  await expect(partner.heading).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Overdue" })).toHaveValue("Overdue only");
  await expect(partner.rows().first().getByText("Overdue", { exact: true })).toBeVisible();

  // A row opens the record with the same flag.
  await partner.rows().first().locator("td").nth(2).click();
  const drawer = page.getByRole("dialog", { name: /Commission #\d+/ });
  await expect(drawer.getByTestId("commission-detail")).toBeVisible();
  await expect(drawer.getByTestId("commission-detail").getByText("Overdue", { exact: true })).toBeVisible();

  // Dark mode keeps the overdue rows readable (this browser context only).
  await setThemeMode(page, "dark");
  await expect(partner.rows().first().getByText("Overdue", { exact: true })).toBeVisible();
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "payments-partner-dark");
});
