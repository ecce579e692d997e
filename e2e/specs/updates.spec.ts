import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { Header, setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";
import { AdminUpdatesPage, PartnerUpdatesPage } from "../pages/updates-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 120_000 });

// One word nobody else uses in this run, in every title, so a search finds exactly these updates.
const stamp = `zq${Date.now().toString(36)}`;
const titles = {
  pinned: `Pinned notice ${stamp}`,
  visa: `Visa rule change ${stamp}`,
  scheduled: `Scheduled webinar ${stamp}`,
  asia: `Asia visa fair ${stamp}`,
};

test.describe("Important Updates", () => {
  test("the Superadmin publishes, pins and schedules updates; bad input shows field errors", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const admin = new AdminUpdatesPage(page);
    await admin.goto();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing filled in: the shared schema's messages on their fields, and nothing is sent.
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/admin/updates/")) posts.push(r.url());
    });
    await admin.openCreate();
    await admin.submit("Publish now");
    await expect(admin.drawer.getByText("Write a title of at least 3 characters.")).toBeVisible();
    await expect(admin.drawer.getByText("Write the update.")).toBeVisible();
    await expect(admin.drawer.getByText("Choose a category.")).toBeVisible();
    await expect(admin.field("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(admin.drawer.getByRole("alert")).toContainText("Some fields need your attention.");
    // Some countries without a country: that field says so.
    await admin.drawer.getByRole("radio", { name: "Some countries" }).check();
    await admin.submit("Publish now");
    await expect(admin.drawer.getByText("Choose at least one country or region.")).toBeVisible();
    await admin.drawer.getByRole("radio", { name: "Everyone" }).check();
    expect(posts).toEqual([]);

    // The pinned update first: older than the next one, yet on top of the partners' feed.
    await admin.fill({
      title: titles.pinned,
      body: "The office is closed on Friday.\n\nReplies resume on Monday.",
      category: "General",
      pinned: true,
    });
    await expect(admin.drawer.getByTestId("update-preview").locator("p")).toHaveCount(2);
    // Axe on the filled drawer (the theme's red error text is checked elsewhere).
    expect(await seriousViolations(page)).toEqual([]);
    await admin.submit("Publish now");
    await expect(admin.drawer).toBeHidden();
    await expect(page.getByText(`“${titles.pinned}” is published.`)).toBeVisible();

    // The toolbar: a bulleted list at the end of the text, item typed where the cursor lands.
    await admin.openCreate();
    await admin.fill({
      title: titles.visa,
      body: "<p>Book <strong>visa appointments</strong> early this season.</p>\n",
      category: "Visa",
    });
    await admin.message.press("ControlOrMeta+End");
    await admin.drawer.getByRole("button", { name: "Bulleted list" }).click();
    // The editor takes the focus back in the next frame, with the cursor inside the new item (a slow machine once
    // typed the first letter into the button).
    await expect(admin.message).toBeFocused();
    await page.keyboard.type("Bring the offer letter");
    const preview = admin.drawer.getByTestId("update-preview");
    await expect(preview.getByRole("listitem")).toHaveText("Bring the offer letter");
    await expect(preview.locator("strong")).toHaveText("visa appointments");
    await new ShellPage(page).snapViewport("updates-admin-drawer");
    await admin.submit("Publish now");
    await expect(admin.drawer).toBeHidden();

    // A future publish time schedules it (the button says so).
    await admin.openCreate();
    await admin.fill({
      title: titles.scheduled,
      body: "Join our admissions webinar.",
      category: "Event",
      scheduleDay: 15,
    });
    await admin.submit("Schedule");
    await expect(admin.drawer).toBeHidden();
    await expect(page.getByText(new RegExp(`“${titles.scheduled}” is scheduled for`))).toBeVisible();

    await admin.search.fill(stamp);
    await expect(admin.table.locator("tbody tr")).toHaveCount(3);
    await expect(admin.row(titles.scheduled)).toContainText("Scheduled");
    await expect(admin.row(titles.scheduled)).toContainText(/Scheduled for \d{1,2} \w{3} \d{4}, 09:00/);
    await expect(admin.row(titles.visa)).toContainText("Published");
    await expect(admin.row(titles.visa)).toContainText("Everyone");
    await expect(admin.row(titles.pinned).getByRole("img", { name: "Pinned" })).toBeVisible();
    // Newest publish time first: the scheduled one on top.
    await expect(admin.table.locator("tbody tr").first()).toContainText(titles.scheduled);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "updates-admin");
  });

  test("a partner sees the published updates unread, pinned on top, the scheduled one not at all", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const feed = new PartnerUpdatesPage(page);
    await feed.goto();
    await expect(feed.unreadCount).toBeVisible();
    await feed.search.fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    await expect(feed.cards()).toHaveCount(2);
    await expect(feed.cards().first()).toContainText(titles.pinned);
    await expect(feed.cards().first()).toContainText("Pinned");
    await expect(feed.cards().nth(1)).toContainText(titles.visa);
    await expect(feed.card(titles.scheduled)).toHaveCount(0);
    await expect(feed.card(titles.visa).getByText("New", { exact: true })).toBeVisible();
    await expect(feed.toggle(titles.visa)).toHaveAccessibleName(`${titles.visa} (Unread)`);
    await expect(feed.toggle(titles.visa)).toHaveAttribute("aria-expanded", "false");

    // Opening it reads it: the server is told, the marks go, the formatted text shows.
    const read = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/updates\/\d+\/read\/$/.test(r.url()),
    );
    await feed.toggle(titles.visa).click();
    expect((await read).status()).toBe(200);
    await expect(feed.toggle(titles.visa)).toHaveAttribute("aria-expanded", "true");
    await expect(feed.card(titles.visa).getByText("New", { exact: true })).toBeHidden();
    await expect(feed.toggle(titles.visa)).toHaveAccessibleName(titles.visa);
    const body = feed.card(titles.visa).getByRole("region");
    await expect(body.getByRole("listitem")).toHaveText("Bring the offer letter");
    await expect(body.locator("strong")).toHaveText("visa appointments");
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "updates-partner");

    // Still read after a reload; the pinned one is still unread.
    await page.reload();
    await expect(feed.cards()).toHaveCount(2);
    await expect(feed.card(titles.visa).getByText("New", { exact: true })).toHaveCount(0);
    await expect(feed.card(titles.pinned).getByText("New", { exact: true })).toBeVisible();

    // "Unread" shows only what is left to read.
    await page.getByRole("radiogroup", { name: "Show" }).getByText("Unread").click();
    await expect(page).toHaveURL(/unread=true/);
    await expect(feed.cards()).toHaveCount(1);
    await expect(feed.cards().first()).toContainText(titles.pinned);

    // Dark mode, the read update open (the pinned one stays unread for the next test).
    await setThemeMode(page, "dark");
    await feed.goto(`?search=${stamp}`);
    await expect(feed.cards()).toHaveCount(2);
    await feed.toggle(titles.visa).click();
    await expect(feed.toggle(titles.visa)).toHaveAttribute("aria-expanded", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "updates-partner-dark");
    await setThemeMode(page, "light");
  });

  test("a publish notifies the partner; the bell's link opens and reads that update", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const header = new Header(page);
    const panel = await header.openNotifications();
    await expect(panel.getByRole("button", { name: new RegExp(`^Update: ${titles.visa}`) })).toBeVisible();
    await expect(panel.getByRole("button", { name: new RegExp(`^Update: ${titles.scheduled}`) })).toHaveCount(0);
    const read = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/updates\/\d+\/read\/$/.test(r.url()),
    );
    await panel.getByRole("button", { name: new RegExp(`^Update: ${titles.pinned}`) }).click();
    await expect(page).toHaveURL(/\/partner\/updates\?update=\d+$/);
    expect((await read).status()).toBe(200);
    const feed = new PartnerUpdatesPage(page);
    await expect(feed.toggle(titles.pinned)).toHaveAttribute("aria-expanded", "true");
    await expect(feed.toggle(titles.pinned)).toBeFocused();
    await expect(feed.card(titles.pinned).getByText("Replies resume on Monday.")).toBeVisible();
    await expect(feed.card(titles.pinned).getByText("New", { exact: true })).toHaveCount(0);
  });

  test("an update for one region reaches only the partners there", async ({ page, browser, baseURL }) => {
    // Global Pathways is in India (Asia); Bright Future is in Nigeria (Africa).
    await new ShellPage(page).signIn(accounts.admin);
    const admin = new AdminUpdatesPage(page);
    await admin.goto();
    await admin.openCreate();
    await admin.fill({ title: titles.asia, body: "Meet 40 universities in Delhi and Dhaka.", category: "General" });
    await admin.drawer.getByRole("radio", { name: "Some regions" }).check();
    const regions = admin.drawer.getByRole("combobox", { name: "Regions" });
    await regions.click();
    await regions.fill("Asia");
    await page.getByRole("option", { name: "Asia", exact: true }).click();
    await admin.submit("Publish now");
    await expect(admin.drawer).toBeHidden();
    await admin.search.fill(titles.asia);
    await expect(admin.row(titles.asia)).toHaveCount(1);
    const updateId = await page.evaluate(async (title) => {
      const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
      const res = await fetch(`/api/admin/updates/?search=${encodeURIComponent(title)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { results: { data: { id: number }[] } }).results.data[0]!.id;
    }, titles.asia);

    // The partner in Asia: in the feed, and told through the bell.
    const inAsia = await browser.newContext({ baseURL });
    const asiaPage = await inAsia.newPage();
    await new ShellPage(asiaPage).signIn(accounts.partner);
    const asiaFeed = new PartnerUpdatesPage(asiaPage);
    await asiaFeed.goto(`?search=${encodeURIComponent(titles.asia)}`);
    await expect(asiaFeed.cards()).toHaveCount(1);
    await expect(asiaFeed.card(titles.asia)).toBeVisible();
    const asiaBell = await new Header(asiaPage).openNotifications();
    await expect(asiaBell.getByRole("button", { name: new RegExp(`^Update: ${titles.asia}`) })).toBeVisible();
    await inAsia.close();

    // The partner in Africa: not in its feed, no notification, and its id answers 404.
    const inAfrica = await browser.newContext({ baseURL });
    const africaPage = await inAfrica.newPage();
    await new ShellPage(africaPage).signIn(accounts.partner2);
    const africaFeed = new PartnerUpdatesPage(africaPage);
    await africaFeed.goto(`?search=${encodeURIComponent(titles.asia)}`);
    await expect(africaPage.getByText("No update matches these filters.")).toBeVisible();
    await expect(africaFeed.cards()).toHaveCount(0);
    const africaBell = await new Header(africaPage).openNotifications();
    await expect(africaBell).toBeVisible();
    await expect(africaBell.getByRole("button", { name: new RegExp(`^Update: ${titles.asia}`) })).toHaveCount(0);
    const answers = await africaPage.evaluate(
      async ({ title, id }) => {
        const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
        const headers = { Authorization: `Bearer ${token}` };
        const list = await fetch(`/api/partner/updates/?search=${encodeURIComponent(title)}`, { headers });
        const read = await fetch(`/api/partner/updates/${id}/read/`, { method: "POST", headers });
        return { listed: ((await list.json()) as { count: number }).count, read: read.status };
      },
      { title: titles.asia, id: updateId },
    );
    expect(answers).toEqual({ listed: 0, read: 404 });
    await inAfrica.close();
  });

  test("the Superadmin deletes the updates after confirming", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const admin = new AdminUpdatesPage(page);
    await admin.goto();
    await admin.search.fill(stamp);
    await expect(admin.table.locator("tbody tr")).toHaveCount(Object.keys(titles).length);
    for (const title of Object.values(titles)) await admin.remove(title);
    await expect(page.getByText("No update matches these filters.")).toBeVisible();
  });
});
