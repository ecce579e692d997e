import type { Page, Route } from "@playwright/test";
import { accounts, expect, snap, test } from "../fixtures";
import { setThemeMode, signInAs } from "../pages/header";
import { dismissNotices } from "../session";

const WELCOME = "Welcome to Partner Portal";

test.describe("notifications", () => {
  test("dismissing a notification lowers the count and the server forgets it", async ({ page }) => {
    // The Superadmin's welcome notification, written at the first sign-in, is the only one: what specs run before in
    // this worker told the Superadmin (a partner's question, a new ticket) is dismissed first.
    await dismissNotices(page.request, accounts.admin, (kind) => kind !== "welcome");
    const header = await signInAs(page, accounts.admin);
    await expect(header.notificationsCount).toHaveText("1");

    const panel = await header.openNotifications();
    await expect(panel.getByText(WELCOME)).toBeVisible();
    const dismissed = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && /\/api\/notifications\/\d+\/$/.test(r.url()),
    );
    await panel.getByRole("button", { name: `Dismiss ${WELCOME}` }).click();
    expect((await dismissed).status()).toBe(204);
    await expect(header.notificationsCount).toBeHidden();
    await expect(panel.getByText("No New Notifications")).toBeVisible();
    await snap(page, "header-notifications-empty-light");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(header.notifications).toBeFocused();

    await page.reload();
    await expect(header.notifications).toBeVisible();
    await expect(header.notificationsCount).toBeHidden();
    await header.openNotifications();
    await expect(page.getByText("No New Notifications")).toBeVisible();
  });

  test("opening an unread notification marks it read and follows its link", async ({ page }) => {
    // partner2's first sign-in in this run writes its welcome notification, linking to /help. Other specs in this
    // worker may have sent partner2 more (an admin's change to its applications): count from what is there.
    const header = await signInAs(page, accounts.partner2);
    await expect(header.notificationsCount).toHaveText(/^\d+$/);
    const unread = Number(await header.notificationsCount.textContent());
    const panel = await header.openNotifications();
    await expect(panel.getByText(`${unread} unread`)).toBeVisible();
    await expect(panel.getByRole("button", { name: `${WELCOME} (Unread)` })).toBeVisible();
    await snap(page, "header-notifications-open-light");

    const read = page.waitForResponse((r) => /\/api\/notifications\/\d+\/read\/$/.test(r.url()));
    await panel.getByRole("button", { name: new RegExp(`^${WELCOME}`) }).click();
    expect((await read).status()).toBe(200);
    await expect(page).toHaveURL(/\/help$/);
    const left = async () => {
      if (unread === 1) await expect(header.notificationsCount).toBeHidden();
      else await expect(header.notificationsCount).toHaveText(String(unread - 1));
    };
    await left();

    await page.reload();
    await left();
    const again = await header.openNotifications();
    await expect(again.getByRole("button", { name: WELCOME, exact: true })).toBeVisible();
    if (unread === 1) await expect(again.getByRole("button", { name: "Mark all as read" })).toBeHidden();

    await page.goto("/dashboard/sales");
    await setThemeMode(page, "dark");
    await header.openNotifications();
    await snap(page, "header-notifications-open-dark");
  });

  test("View All opens /notifications; Mark all as read there clears the badge", async ({ page }) => {
    // The counsellor's welcome, plus whatever earlier specs of this run moved in its partner's applications.
    const header = await signInAs(page, accounts.counsellor);
    await expect(header.notificationsCount).toHaveText(/^\d+$/);
    const unread = Number(await header.notificationsCount.textContent());
    expect(unread).toBeGreaterThanOrEqual(1);
    const panel = await header.openNotifications();
    await panel.getByRole("link", { name: "View All" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByTestId("notifications-list").getByText(WELCOME)).toBeVisible();
    await expect(page.getByTestId("notifications-total")).toHaveText(
      unread === 1 ? "1 notification" : `${unread} notifications`,
    );

    await page.locator("label", { hasText: /^Unread$/ }).click();
    await expect(page).toHaveURL(/\/notifications\?filter=unread$/);
    await expect(page.getByTestId("notifications-list").getByText(WELCOME)).toBeVisible();

    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(header.notificationsCount).toBeHidden();
    await expect(page.getByText("You have no unread notifications.")).toBeVisible();
    await page.getByRole("button", { name: "Show all notifications" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByTestId("notifications-list").getByText(WELCOME)).toBeVisible();
  });
});

/** 23 notifications, the newest first, 5 of them unread: enough for three pages of ten. */
const fakeItems = Array.from({ length: 23 }, (_, i) => ({
  id: 1000 - i,
  kind: "application",
  title: `Application update ${i + 1}`,
  body: `The application of student ${i + 1} moved to the next stage. Open it to see the timeline.`,
  link: "/partner/application",
  read_at: i < 5 ? null : new Date(Date.now() - i * 3_600_000).toISOString(),
  created_at: new Date(Date.now() - i * 3_600_000 - 120_000).toISOString(),
}));

/** Answers the list call from `fakeItems`, honouring page, page_size and unread, as the server does. */
async function serveFakeList(page: Page) {
  const requested: URL[] = [];
  await page.route(/\/api\/notifications\/\?/, async (route: Route) => {
    const url = new URL(route.request().url());
    requested.push(url);
    const number = Number(url.searchParams.get("page") ?? 1);
    const size = Number(url.searchParams.get("page_size") ?? 25);
    const all = url.searchParams.get("unread") === "true" ? fakeItems.filter((i) => !i.read_at) : fakeItems;
    await route.fulfill({
      json: {
        count: all.length,
        next: null,
        previous: null,
        results: {
          data: all.slice((number - 1) * size, number * size),
          unread_count: fakeItems.filter((i) => !i.read_at).length,
        },
      },
    });
  });
  return requested;
}

test("the notifications page pages through the list with the page and filter in the URL", async ({ page }) => {
  const header = await signInAs(page, accounts.partner);
  const requested = await serveFakeList(page);
  await page.goto("/notifications");
  const list = page.getByTestId("notifications-list");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await expect(list.getByText("Application update 1", { exact: true })).toBeVisible();
  await expect(page.getByTestId("notifications-total")).toHaveText("23 notifications");
  await expect(header.notificationsCount).toHaveText("5");
  await snap(page, "header-notifications-page-light");

  const pages = page.getByRole("navigation", { name: "Notification pages" });
  await pages.getByRole("button", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  await expect(list.getByText("Application update 11", { exact: true })).toBeVisible();
  expect(requested.some((u) => u.searchParams.get("page") === "2" && u.searchParams.get("page_size") === "10")).toBe(
    true,
  );

  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(list.getByRole("listitem")).toHaveCount(3);

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(list.getByText("Application update 11", { exact: true })).toBeVisible();

  await page.locator("label", { hasText: /^Unread$/ }).click();
  await expect(page).toHaveURL(/\/notifications\?filter=unread$/);
  await expect(list.getByRole("listitem")).toHaveCount(5);
  await expect(pages).toBeHidden();

  await page.goto("/notifications?page=2");
  await expect(list.getByText("Application update 11", { exact: true })).toBeVisible();
  await setThemeMode(page, "dark");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await snap(page, "header-notifications-page-dark");
});

test("a failing notifications list shows an error with a retry", async ({ page }) => {
  await signInAs(page, accounts.partner);
  let fail = true;
  await page.route(/\/api\/notifications\/\?/, async (route) => {
    if (fail) await route.fulfill({ status: 500, json: { status_code: 500, message: "Internal server error." } });
    else await route.continue();
  });
  await page.goto("/notifications");
  await expect(page.getByRole("alert").filter({ hasText: "Internal server error." })).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("notifications-list")).toBeVisible();
});

test("at 390 px the notifications menu and page fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const header = await signInAs(page, accounts.partner);
  await serveFakeList(page);
  await page.reload();
  const panel = await header.openNotifications();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await snap(page, "header-notifications-open-390");
  await page.keyboard.press("Escape");
  await page.goto("/notifications");
  await expect(page.getByTestId("notifications-list").getByRole("listitem")).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "header-notifications-page-390");
});
