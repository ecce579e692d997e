import type { APIRequestContext, Page } from "@playwright/test";
import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { Header, setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";
import { PDF, TicketsPage } from "../pages/tickets-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 240_000 });

/** Raises a ticket straight through the API with the signed-in session's token; returns its id. */
async function raiseByApi(page: Page, subject: string) {
  return page.evaluate(async (s) => {
    const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
    const res = await fetch("/api/partner/tickets/", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ subject: s, description: "Raised by the end-to-end suite.", category: "other" }),
    });
    return ((await res.json()) as { data: { id: number } }).data.id;
  }, subject);
}

/** Removes the notifications these tickets caused, so later suites find each inbox as it was. */
async function forgetNotifications(request: APIRequestContext, ids: number[]) {
  if (ids.length === 0) return;
  for (const account of [accounts.partner, accounts.counsellor, accounts.admin]) {
    const login = await request.post("/api/login/", { data: { email: account.email, password: account.password } });
    if (!login.ok()) continue;
    const headers = { Authorization: `Bearer ${((await login.json()) as { data: { access: string } }).data.access}` };
    const list = await request.get("/api/notifications/?page_size=100", { headers });
    const items = ((await list.json()) as { results: { data: { id: number; link: string | null }[] } }).results.data;
    for (const n of items) {
      if (ids.some((id) => n.link?.endsWith(`ticket=${id}`))) {
        await request.delete(`/api/notifications/${n.id}/`, { headers });
      }
    }
  }
}

test.describe("Click & Resolve (tickets)", () => {
  const raised: number[] = [];

  test.afterAll(async ({ request }) => {
    await forgetNotifications(request, raised);
  });

  test("raise, answer in the queue, see the reply, resolve through the modal, rate, reopen offered", async ({
    page,
    browser,
    baseURL,
  }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const tickets = new TicketsPage(page);
    await tickets.goto();
    await tickets.settled();
    await expect(tickets.count("open")).toHaveText(/^\d+$/);
    const openBefore = Number(await tickets.count("open").textContent());
    expect(await seriousViolations(page)).toEqual([]);

    // Bad input first: the shared schema's messages on their fields, nothing sent.
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/partner\/tickets\/$/.test(r.url())) posts.push(r.url());
    });
    await tickets.raiseButton.click();
    await expect(tickets.raiseDrawer).toBeVisible();
    await tickets.field("Subject").fill("ab");
    await tickets.field("Description").fill("short");
    await tickets.raiseDrawer.getByRole("button", { name: "Raise ticket" }).click();
    await expect(tickets.raiseDrawer.getByText("Write a subject of at least 3 characters.")).toBeVisible();
    await expect(tickets.raiseDrawer.getByText("Describe the problem in at least 10 characters.")).toBeVisible();
    await expect(tickets.raiseDrawer.getByText("Choose a category.")).toBeVisible();
    await expect(tickets.field("Subject")).toHaveAttribute("aria-invalid", "true");
    await expect(tickets.raiseDrawer.getByRole("alert")).toContainText("Some fields need your attention.");
    expect(posts).toEqual([]);
    await new ShellPage(page).snapViewport("tickets-raise-errors");

    // Then a good one, about one of the partner's students, with a PDF.
    const subject = `Offer letter missing ${Date.now()}`;
    await tickets.field("Subject").fill(subject);
    await tickets.field("Description").fill("The offer letter for this student has not arrived after two weeks.");
    await tickets.choose(tickets.raiseDrawer, "Category", "Application");
    await tickets.choose(tickets.raiseDrawer, "Priority", "High");
    await expect(tickets.raiseDrawer.getByText("Answer within 4 h, resolution within 24 h.")).toBeVisible();
    await tickets.choose(tickets.raiseDrawer, "Related student", /\(.+@.+\)/);
    await tickets.raiseDrawer.locator('input[type="file"]').setInputFiles(PDF("offer-request.pdf"));
    await tickets.raiseDrawer.getByRole("button", { name: "Raise ticket" }).click();
    await expect(tickets.raiseDrawer).toBeHidden();

    // The new ticket opens in its panel.
    const panel = tickets.panel();
    await expect(panel).toBeVisible();
    const id = await tickets.panelId();
    expect(id).toBeGreaterThan(0);
    raised.push(id);
    await expect(page).toHaveURL(new RegExp(`/partner/tickets/list/\\?ticket=${id}$`));
    await expect(panel.getByTestId("ticket-subject")).toHaveText(subject);
    await expect(panel.getByText("First response due in 4 hours")).toBeVisible();
    await expect(panel.getByRole("list", { name: "Attached files" })).toContainText("offer-request.pdf");
    await panel.getByRole("button", { name: "Close ticket details" }).click();
    await expect(panel).toBeHidden();

    // In the list: its count per status and its SLA countdown.
    await expect(tickets.count("open")).toHaveText(String(openBefore + 1));
    const row = tickets.row(subject);
    await expect(row).toContainText("High");
    await expect(row).toContainText("Open");
    await expect(row).toContainText("Application");
    await expect(row).toContainText("First response due in 4 hours");
    await snap(page, "tickets-list");

    // "Breached" filters on the server: a fresh ticket is not breached.
    await tickets.search.fill(subject);
    await expect(page).toHaveURL(/search=Offer/);
    await expect(tickets.rows()).toHaveCount(1);
    await tickets.toggleBreached();
    await expect(tickets.breached).toBeChecked();
    await expect(page).toHaveURL(/breached=true/);
    await expect(page.getByText("No ticket matches these filters.")).toBeVisible();
    await expect(tickets.rows()).toHaveCount(0);
    await tickets.toggleBreached();
    await expect(tickets.breached).not.toBeChecked();
    await expect(tickets.rows()).toHaveCount(1);

    // The Superadmin, in another browser: the queue, assign to self, reply.
    const adminContext = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const adminPage = await adminContext.newPage();
    await new ShellPage(adminPage).signIn(accounts.admin);
    const queue = new TicketsPage(adminPage, "admin");
    await queue.goto(`?search=${encodeURIComponent(subject)}`);
    await expect(queue.row(subject)).toContainText(accounts.partner.partnerName);
    await expect(queue.row(subject)).toContainText("Nobody yet");
    expect(await seriousViolations(adminPage)).toEqual([]);
    await snap(adminPage, "admin-tickets");

    await queue.row(subject).getByRole("link", { name: subject }).click();
    const adminPanel = queue.panel(id);
    await expect(adminPanel).toBeVisible();
    await expect(adminPage).toHaveURL(new RegExp(`ticket=${id}`));
    const download = adminPage.waitForEvent("download");
    await adminPanel.getByRole("button", { name: "Download offer-request.pdf" }).click();
    expect((await download).suggestedFilename()).toBe("offer-request.pdf");
    await adminPanel.getByRole("button", { name: "Assign to me" }).click();
    await expect(adminPanel.getByRole("button", { name: "Unassign" })).toBeVisible();
    await expect(adminPanel.getByRole("combobox", { name: "Assign to" })).toHaveValue(accounts.admin.name);
    await expect(adminPanel.getByText(accounts.admin.name)).toBeVisible();
    const reply = "We asked the provider to resend the offer letter today.";
    await adminPanel.getByRole("textbox", { name: "Reply" }).fill(reply);
    await adminPanel.getByRole("button", { name: "Send reply" }).click();
    await expect(adminPanel.getByRole("list", { name: "Messages" })).toContainText(reply);
    await expect(adminPanel.getByText("Awaiting partner").first()).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);
    await new ShellPage(adminPage).snapViewport("admin-ticket-detail");
    // The queue's own deep link (the one its notifications use) opens the same ticket.
    await adminPage.goto(`/admin/tickets?ticket=${id}`);
    await expect(queue.panel(id).getByTestId("ticket-subject")).toHaveText(subject);
    await queue.goto(`?assigned=me&search=${encodeURIComponent(subject)}`);
    await expect(queue.rows()).toHaveCount(1);
    await expect(queue.row(subject)).toContainText(accounts.admin.name);
    await adminContext.close();

    // The partner is notified; the notification opens the ticket with the staff reply.
    const header = new Header(page);
    await page.goto("/partner/tickets/list/");
    const notifications = await header.openNotifications();
    await notifications.getByRole("button", { name: new RegExp(`^Support answered ticket #${id}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`/partner/tickets/list/\\?ticket=${id}$`));
    const partnerPanel = tickets.panel(id);
    const staffMessage = partnerPanel.getByRole("listitem").filter({ hasText: reply });
    await expect(staffMessage).toBeVisible();
    await expect(staffMessage).toHaveAttribute("data-staff", "true");
    await expect(staffMessage).toContainText("Support team");
    await expect(partnerPanel.getByText(accounts.admin.name)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await new ShellPage(page).snapViewport("ticket-detail");

    // The resolve modal screen, preselected with ?ticket=ID: a note and the confirmation.
    await page.goto(`/partner/resolvemodal/?ticket=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Resolve a ticket" })).toBeVisible();
    const modal = page.getByRole("dialog", { name: `Resolve ticket #${id}` });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Resolve ticket" }).click();
    await expect(modal.getByText("Say how it was resolved in at least 3 characters.")).toBeVisible();
    await modal.getByRole("textbox", { name: "Resolution note" }).fill("The provider resent the offer letter.");
    await modal.getByRole("checkbox", { name: "I confirm the problem is solved." }).check();
    await new ShellPage(page).snapViewport("tickets-resolve");
    await modal.getByRole("button", { name: "Resolve ticket" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("This ticket is resolved.")).toBeVisible();

    // Then the rating.
    const rating = page.getByRole("form", { name: "How was the support?" });
    await tickets.rate(rating, 4);
    await rating.getByRole("textbox", { name: "Comment" }).fill("Quick and clear.");
    await rating.getByRole("button", { name: "Send rating" }).click();
    await expect(page.getByRole("heading", { name: "Your rating" })).toBeVisible();
    await expect(page.getByRole("img", { name: "4 stars" })).toBeVisible();
    await snap(page, "tickets-resolve-rated");

    // Back in the list: resolved, rated, and reopening is offered.
    await page.getByRole("link", { name: "Open the ticket" }).click();
    const resolved = tickets.panel(id);
    await expect(resolved.getByText("The provider resent the offer letter.")).toBeVisible();
    await expect(resolved.getByText("Quick and clear.")).toBeVisible();
    await expect(resolved.getByRole("button", { name: "Reopen" })).toBeVisible();
    await expect(resolved.getByRole("button", { name: "Resolve" })).toBeHidden();
  });

  test("the panel's Resolve uses the same modal, and Reopen puts the ticket back in Open", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const tickets = new TicketsPage(page);
    await tickets.goto();
    const subject = `Portal login issue ${Date.now()}`;
    const id = await raiseByApi(page, subject);
    raised.push(id);
    await tickets.goto(`?ticket=${id}`);
    const panel = tickets.panel(id);
    await expect(panel.getByTestId("ticket-subject")).toHaveText(subject);
    await panel.getByRole("button", { name: "Resolve" }).click();
    const modal = page.getByRole("dialog", { name: `Resolve ticket #${id}` });
    await modal.getByRole("textbox", { name: "Resolution note" }).fill("Password reset fixed it.");
    await modal.getByRole("checkbox", { name: "I confirm the problem is solved." }).check();
    await modal.getByRole("button", { name: "Resolve ticket" }).click();
    await expect(modal).toBeHidden();
    await expect(panel.getByText("Resolved", { exact: true }).first()).toBeVisible();
    await expect(panel.getByRole("form", { name: "How was the support?" })).toBeVisible();

    await panel.getByRole("button", { name: "Reopen" }).click();
    await expect(panel.getByRole("button", { name: "Resolve" })).toBeVisible();
    await expect(panel.getByText("Open", { exact: true }).first()).toBeVisible();
    await panel.getByRole("button", { name: "Close ticket details" }).click();
    await tickets.choose(page, "Category", "Other");
    await tickets.search.fill(subject);
    await expect(page.getByRole("radio", { name: /^Open \d+$/ })).not.toBeChecked();
    await page.getByTestId("status-tab-open").click();
    await expect(page.getByRole("radio", { name: /^Open \d+$/ })).toBeChecked();
    await expect(page).toHaveURL(/status=open/);
    await expect(tickets.row(subject)).toContainText("Open");

    // Dark mode: the list and a panel stay readable.
    await setThemeMode(page, "dark");
    await tickets.row(subject).getByRole("link", { name: subject }).click();
    await expect(tickets.panel(id)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await new ShellPage(page).snapViewport("ticket-detail-dark");
  });
});
