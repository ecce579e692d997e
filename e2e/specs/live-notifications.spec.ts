import { accounts, expect, snap, test } from "../fixtures";
import { ApplicationDetailPage } from "../pages/applications-page";
import { signInAs } from "../pages/header";

/** An API session of the Superadmin, beside the partner's browser page. */
async function adminToken(request: import("@playwright/test").APIRequestContext) {
  const res = await request.post("/api/login/", {
    data: { email: accounts.admin.email, password: accounts.admin.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { access: string } }).data.access;
}

test("an open application page changes status and timeline, and a toast arrives, without a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const header = await signInAs(page, accounts.partner2);
  await expect(header.notifications).toBeVisible();

  // One of this partner's applications the Superadmin can move to Under review.
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const partners = await (await request.get("/api/admin/partners/?search=Bright%20Future", { headers: auth })).json();
  const partnerId = partners.results.data[0].id as number;
  const apps = await (
    await request.get(`/api/admin/applications/?partner=${partnerId}&page_size=100`, { headers: auth })
  ).json();
  const movable = (apps.results.data as { id: number; status: { name: string; is_terminal: boolean } }[]).find(
    (a) => !a.status.is_terminal && a.status.name !== "Under review",
  )!;
  const statuses = await (
    await request.get("/api/masters/application-statuses/?search=under%20review", { headers: auth })
  ).json();

  // The partner has that application open, with the live stream connected (its answer means it is subscribed).
  const streamOpen = page.waitForResponse((r) => r.url().includes("/api/notifications/stream/") && r.ok());
  const detail = new ApplicationDetailPage(page);
  await detail.goto(movable.id);
  await streamOpen;
  await expect(detail.status).toHaveText(movable.status.name);
  await expect(detail.timeline).not.toContainText("Looking at it now");
  // Earlier specs may have read every notification of this account: the count to start from is the server's.
  // (Read through the page's own session rather than from the header's request, which a reload may race.)
  const unreadBefore = await page.evaluate(async () => {
    const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
    const res = await fetch("/api/notifications/?page_size=1", { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { results: { unread_count: number } }).results.unread_count;
  });

  // The Superadmin moves it in another session.
  const moved = await request.post(`/api/admin/applications/${movable.id}/move/`, {
    headers: auth,
    data: { status_id: statuses.results.data[0].id, note: "Looking at it now" },
  });
  expect(moved.ok()).toBe(true);

  // The page already open shows the new status and the timeline's new entry at once (no reload, no poll).
  await expect(detail.status).toHaveText("Under review", { timeout: 3_000 });
  await expect(detail.timeline).toContainText(`${movable.status.name} → Under review`, { timeout: 3_000 });
  await expect(detail.timeline).toContainText("Looking at it now");

  const title = `Application #${movable.id} is now Under review`;
  // The toast and the bell's count both change too.
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 10_000 });
  await expect(header.notificationsCount).toHaveText(String(unreadBefore + 1));
  await snap(page, "live-notification-toast");
  const panel = await header.openNotifications();
  await expect(panel.getByText(title)).toBeVisible();
});
