import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { accounts, expect as baseExpect, seriousViolations, snap, test } from "../fixtures";
import { ExpertsPage, type LocalTime } from "../pages/experts-page";
import { Header, setThemeMode } from "../pages/header";
import { ShellPage } from "../pages/shell-page";

// The machine is shared with other suites: give the pages time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 150_000 });

// The partner works from India: every time on screen is Indian Standard Time (UTC+5:30, no daylight saving).
const ZONE = "Asia/Kolkata";
const OFFSET_MINUTES = 330;
test.use({ timezoneId: ZONE, actionTimeout: 15_000 });

/** Today's date in India, `days` ahead, at this wall-clock time there. */
function istTime(days: number, hour: number, minute: number): LocalTime {
  const today = new Date(Date.now() + OFFSET_MINUTES * 60_000);
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour, minute };
}
const toUtc = (t: LocalTime) =>
  new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - OFFSET_MINUTES * 60_000);
/** As the screens show it in English, with the zone: "Tue, 14 Mar 2028, 10:00 GMT+5:30" (Intl en-GB, as the app). */
function shown(t: LocalTime) {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: ZONE,
  }).format(toUtc(t));
}
/** As the date picker's own field shows a picked time (Mantine's format, no zone): "Tue 14 Mar 2028, 10:00". */
function picked(t: LocalTime) {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day));
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d.getUTCDay()];
  const month = d.toLocaleString("en-GB", { month: "short", timeZone: "UTC" });
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${weekday} ${t.day} ${month} ${t.year}, ${pad(t.hour)}:${pad(t.minute)}`;
}
const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A call to the API with the signed-in page's token. */
async function apiCall<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem("accessToken") ?? localStorage.getItem("accessToken");
      const res = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, path, body },
  );
}

const run = Date.now().toString(36);
const expertName = `Tamsin ${run} Okonkwo`;
const topic = `Nursing entry for diploma holders ${run}`;
const declinedTopic = `Scholarship deadlines ${run}`;
const slots = [istTime(3, 10, 0), istTime(4, 11, 30), istTime(5, 14, 15)];

test.describe("University Expert", () => {
  // Other specs count the bell's notifications: take back the ones this run caused.
  test.afterAll(async ({ playwright, e2eServer }) => {
    const ctx = await playwright.request.newContext({ baseURL: e2eServer.url });
    for (const who of [accounts.admin, accounts.partner]) {
      const login = await ctx.post("/api/login/", { data: { email: who.email, password: who.password } });
      const headers = { Authorization: `Bearer ${(await login.json()).data.access}` };
      const list = await ctx.get("/api/notifications/?page_size=100", { headers });
      const items = (await list.json()).results.data as { id: number; title: string }[];
      for (const n of items.filter((x) => x.title.includes(run))) {
        await ctx.delete(`/api/notifications/${n.id}/`, { headers });
      }
    }
    await ctx.dispose();
  });

  test("the Superadmin adds an expert; bad input shows its messages first", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const experts = new ExpertsPage(page);
    await experts.gotoAdmin();
    const table = experts.table("Experts");
    await expect(table.locator("tbody tr").first()).toBeVisible();

    await page.getByRole("button", { name: "Add expert" }).click();
    const drawer = page.getByRole("dialog", { name: "Add an expert" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
    await drawer.getByRole("button", { name: "Save expert" }).click();
    await expect(drawer.getByText("Name is required.")).toBeVisible();
    await expect(drawer.getByText("Enter a valid email address.")).toBeVisible();
    await expect(drawer.getByRole("alert")).toContainText("Some fields need your attention.");

    await drawer.getByRole("textbox", { name: "Name" }).fill(expertName);
    await drawer.getByRole("textbox", { name: "Job title" }).fill("Head of Admissions, South Asia");
    await drawer.getByRole("textbox", { name: "E-mail" }).fill(`tamsin.${run}@universityofmelbourne.example`);
    await drawer.getByRole("textbox", { name: "Phone" }).fill("+61 3 9035 5511");
    await experts.choose(drawer, "University", "University of Melbourne");
    await experts.choose(drawer, "Countries covered", "India");
    await experts.choose(drawer, "Countries covered", "Sri Lanka");
    const languages = drawer.getByRole("combobox", { name: "Languages" });
    await languages.fill("Tamil");
    await languages.press("Enter");
    await languages.fill("English");
    await languages.press("Enter");
    await drawer.getByRole("textbox", { name: "Biography" }).fill("Visits Chennai and Colombo every term.");
    await expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole("button", { name: "Save expert" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(`${expertName} was added to the directory.`)).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(run);
    const row = experts.row(table, expertName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("University of Melbourne");
    await expect(row).toContainText("India, Sri Lanka");
    await expect(row).toContainText("Tamil, English");
    await expect(row).toContainText("Active");
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expect(table.locator("tbody tr").nth(3)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "experts-admin");
  });

  test("a partner filters the experts and asks for a meeting with three future times", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const experts = new ExpertsPage(page);
    await experts.gotoPartner();
    await expect(experts.cards.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await experts.choose(page, "Language", "Tamil");
    await expect(page).toHaveURL(/language=Tamil/);
    await experts.choose(page, "Country covered", "Sri Lanka");
    await expect(page).toHaveURL(/country=\d+/);
    await expect(experts.card(expertName)).toBeVisible();
    // Eleanor Whitfield (seeded) covers Sri Lanka but not in Tamil.
    await expect(experts.card("Eleanor Whitfield")).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search experts" }).fill(run);
    await expect(page).toHaveURL(new RegExp(`search=${run}`));
    await expect(experts.cards).toHaveCount(1);
    const card = experts.card(expertName);
    await expect(card).toContainText("University of Melbourne");
    await expect(card).toContainText("Tamil, English");
    await expect(card.getByRole("link", { name: `tamsin.${run}@universityofmelbourne.example` })).toHaveAttribute(
      "href",
      `mailto:tamsin.${run}@universityofmelbourne.example`,
    );
    await expect(card.getByText("TO", { exact: true })).toBeVisible();
    await snap(page, "experts-partner");

    // The filters survive a reload.
    await page.reload();
    await expect(experts.cards).toHaveCount(1);

    await card.getByRole("button", { name: `Request a meeting with ${expertName}` }).click();
    const modal = experts.requestModal;
    await expect(modal).toBeVisible();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/meetings/")) posts.push(r.url());
    });
    await modal.getByRole("button", { name: "Send request" }).click();
    await expect(modal.getByText("Say what the meeting is about in at least 3 characters.")).toBeVisible();
    await expect(modal.getByText("Choose a date and time.")).toHaveCount(3);
    await expect(modal.getByRole("alert")).toContainText("Some fields need your attention.");
    expect(posts).toEqual([]);

    await modal.getByRole("textbox", { name: "Topic" }).fill(topic);
    await experts.choose(modal, "Duration", "45 minutes");
    await experts.pickTime("First choice", slots[0]!);
    await experts.pickTime("Second choice", slots[1]!);
    await experts.pickTime("Third choice", slots[2]!);
    await expect(modal.getByRole("button", { name: "Second choice", exact: true })).toContainText(picked(slots[1]!));
    await modal
      .getByRole("textbox", { name: "Message" })
      .fill("Four applicants with GNM diplomas; what are their routes?");
    // Chromium may name the zone by its older alias.
    await expect(modal.getByText(/^Times are in your time zone \(Asia\/(Kolkata|Calcutta)\)\.$/)).toBeVisible();
    await expect(modal.getByRole("alert")).toHaveCount(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await snap(page, "experts-request-modal");

    await modal.getByRole("button", { name: "Send request" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(`Request sent. You will be notified when ${expertName}'s team answers.`)).toBeVisible();
    await expect(experts.tab("My meetings")).toHaveAttribute("aria-selected", "true");
    const row = experts.row(experts.table("My meeting requests"), topic);
    await expect(row).toContainText("Requested");
    await expect(row).toContainText("3 preferred times");
    await expect(row).toContainText(`from ${shown(slots[0]!)}`);
  });

  test("the Superadmin confirms the second time", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.admin);
    const experts = new ExpertsPage(page);
    await experts.gotoAdmin("?tab=meetings");
    const table = experts.table("Meeting requests");
    const row = experts.row(table, topic);
    await expect(row).toContainText("Global Pathways Education");
    await expect(row).toContainText("Requested");
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole("button", { name: `Review the request about ${topic}` }).click();
    const modal = experts.meetingModal;
    await expect(modal).toBeVisible();
    const choices = modal.getByRole("radio");
    await expect(choices).toHaveCount(3);
    await modal.getByRole("radio", { name: shown(slots[1]!) }).check();
    await modal.getByRole("textbox", { name: "Note to the partner" }).fill("Teams link to follow by e-mail.");
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await snap(page, "experts-admin-decision");
    await modal.getByRole("button", { name: "Confirm meeting" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(`Meeting confirmed for ${shown(slots[1]!)}.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await experts.segment(/^Confirmed \(\d+\)$/);
    await expect(experts.row(table, topic)).toContainText(shown(slots[1]!));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "experts-admin-requests");
  });

  test("the partner hears of it, sees the time and downloads the .ics", async ({ page }) => {
    await new ShellPage(page).signIn(accounts.partner);
    const header = new Header(page);
    await expect(header.notificationsCount).toBeVisible();
    const panel = await header.openNotifications();
    const note = panel.getByRole("button", { name: new RegExp(`^Meeting with ${expertName} confirmed for`) });
    await expect(note).toBeVisible();
    await note.click();
    await expect(page).toHaveURL(/\/partner\/experts\?tab=meetings&meeting=\d+/);
    const id = /meeting=(\d+)/.exec(page.url())![1];

    const experts = new ExpertsPage(page);
    const modal = experts.meetingModal;
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("meeting-confirmed-time")).toHaveText(shown(slots[1]!));
    await expect(modal).toContainText("Confirmed");
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/meeting=/);

    const row = experts.row(experts.table("My meeting requests"), topic);
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText(shown(slots[1]!));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "experts-meetings");

    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download .ics for ${topic}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`meeting-${id}.ics`);
    const ics = readFileSync((await file.path())!, "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`DTSTART:${icsStamp(toUtc(slots[1]!))}`);
    expect(ics).toContain(`DTEND:${icsStamp(new Date(toUtc(slots[1]!).getTime() + 45 * 60_000))}`);
  });

  test("another request, declined with a reason, shows Declined and the reason", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(accounts.partner);
    const found = await apiCall<{ results: { data: { id: number }[] } }>(
      page,
      "GET",
      `/partner/experts/?search=${encodeURIComponent(expertName)}`,
    );
    const expertId = found.json.results.data[0]!.id;
    const made = await apiCall<{ data: { id: number } }>(page, "POST", `/partner/experts/${expertId}/meetings/`, {
      topic: declinedTopic,
      duration_minutes: 30,
      slots: [istTime(6, 9, 0), istTime(6, 12, 0), istTime(7, 9, 0)].map((t) => toUtc(t).toISOString()),
    });
    expect(made.status).toBe(201);
    await new Header(page).signOut();

    await shell.signIn(accounts.admin);
    const experts = new ExpertsPage(page);
    await experts.gotoAdmin(`?tab=meetings&meeting=${made.json.data.id}`);
    const modal = experts.meetingModal;
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Decline…" }).click();
    await modal.getByRole("button", { name: "Decline request" }).click();
    await expect(modal.getByText("Give a reason of at least 3 characters.")).toBeVisible();
    const reason = "The expert is at a fair in Chennai that week; please offer times after the 20th.";
    await modal.getByRole("textbox", { name: "Reason" }).fill(reason);
    await modal.getByRole("button", { name: "Decline request" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("The request was declined. The partner has been notified.")).toBeVisible();
    await new Header(page).signOut();

    await shell.signIn(accounts.partner);
    await experts.gotoPartner("?tab=meetings");
    const row = experts.row(experts.table("My meeting requests"), declinedTopic);
    await expect(row).toContainText("Declined");
    await expect(row).toContainText(`Reason: ${reason}`);
    await expect(row.getByRole("button", { name: /^Cancel/ })).toHaveCount(0);
    await experts.segment(/^Declined \(\d+\)$/);
    await expect(experts.row(experts.table("My meeting requests"), declinedTopic)).toBeVisible();
    await expect(experts.row(experts.table("My meeting requests"), topic)).toHaveCount(0);

    // Dark mode, once: the same screen stays readable.
    await setThemeMode(page, "dark");
    await expect(experts.row(experts.table("My meeting requests"), declinedTopic)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "experts-meetings-dark");
    await setThemeMode(page, "light");
  });
});
