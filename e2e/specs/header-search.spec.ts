import type { Page } from "@playwright/test";
import { accounts, expect, snap, test } from "../fixtures";
import { Header, setThemeMode, signInAs } from "../pages/header";
import { signInByApi } from "../session";

type Session = Awaited<ReturnType<typeof signInByApi>>;

/** A GET of the API as the signed-in person, for the values a test then searches for. */
async function apiGet<T>(page: Page, session: Session, url: string) {
  const res = await page.request.get(url, { headers: { authorization: `Bearer ${session.access}` } });
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
type Rows = { results: { data: { id: number; full_name?: string }[] } };

test.describe("header search", () => {
  test("Ctrl+K focuses the search; ArrowDown and Enter open a screen; no match says so; Escape closes", async ({
    page,
  }) => {
    const header = await signInAs(page, accounts.partner);
    await expect(header.search).toHaveAttribute("placeholder", "Search for Results...");
    await expect(header.search).not.toBeFocused();

    await page.keyboard.press("Control+k");
    await expect(header.search).toBeFocused();

    // "pay" is inside the title "Update Payment Status": any word of a menu entry finds it.
    await page.keyboard.type("pay");
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results).toBeVisible();
    await expect(results.getByRole("option", { name: "Update Payment Status" })).toBeVisible();
    await snap(page, "header-search-open-light");

    await page.keyboard.press("ArrowDown");
    await expect(header.search).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner\/payments$/);
    await expect(results).toBeHidden();
    await expect(header.search).toHaveValue("");

    await page.keyboard.press("Control+k");
    await page.keyboard.type("qzxqzx");
    await expect(
      results.getByText("Nothing matches “qzxqzx”. Try a name, an e-mail, or an application or ticket number."),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(header.search).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/partner\/payments$/);
  });

  test("finds a student by name (Enter opens her page), an application and a ticket by number", async ({ page }) => {
    const session = await signInByApi(page, accounts.partner);
    const ayeshas = await apiGet<Rows>(page, session, "/api/partner/students/?search=Ayesha&page_size=100");
    expect(ayeshas.results.data.length, "the demo has a student called Ayesha").toBeGreaterThan(0);
    const names = ayeshas.results.data.map((s) => s.full_name);
    await page.goto("/dashboard/sales");
    const header = new Header(page);
    const results = page.getByRole("listbox", { name: "Search results" });

    await header.search.fill("Ayesha");
    const first = results.getByRole("option").first();
    await expect(first).toContainText("Ayesha");
    await expect(results.getByText("Students", { exact: true })).toBeVisible();
    await snap(page, "header-search-records-light");
    const name = (await first.locator("span span").first().textContent()) ?? "";
    expect(names).toContain(name);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner\/student\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    const [application] = (await apiGet<Rows>(page, session, "/api/partner/application/?page_size=1")).results.data;
    await header.search.fill(String(application!.id));
    const byNumber = results.getByRole("option", { name: new RegExp(`^Application #${application!.id} `) });
    await expect(byNumber).toBeVisible();
    await byNumber.click();
    await expect(page).toHaveURL(new RegExp(`/partner/application/${application!.id}$`));

    const [ticket] = (await apiGet<Rows>(page, session, "/api/partner/tickets/?page_size=1")).results.data;
    await header.search.fill(`#${ticket!.id}`);
    const ticketOption = results.getByRole("option", { name: new RegExp(`^Ticket #${ticket!.id} `) });
    await expect(ticketOption).toBeVisible();
    await ticketOption.click();
    await expect(page).toHaveURL(new RegExp(`/partner/tickets/list/\\?ticket=${ticket!.id}$`));
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("in Spanish and Arabic the menu, the groups and the no-results sentence are the reader's", async ({ page }) => {
    const session = await signInByApi(page, accounts.partner2);
    const setLanguage = (language: string | null) =>
      page.request.patch("/api/me/", { data: { language }, headers: { authorization: `Bearer ${session.access}` } });
    try {
      await setLanguage("es");
      await page.goto("/dashboard/sales");
      const search = page.locator("header").getByRole("combobox", { name: "Buscar" });
      const results = page.getByRole("listbox", { name: "Resultados de la búsqueda" });
      await search.fill("pagos");
      await expect(results.getByRole("option", { name: "Estado de pagos" })).toBeVisible();
      await expect(results.getByText("Menú", { exact: true })).toBeVisible();
      await search.fill("qzxqzx");
      await expect(results.getByText(/^Nada coincide con «qzxqzx»/)).toBeVisible();

      await setLanguage("ar");
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const arabic = page.locator("header").getByRole("combobox", { name: "بحث" });
      await arabic.fill("مدفوعات");
      await expect(page.getByRole("listbox").getByRole("option", { name: "حالة المدفوعات" })).toBeVisible();
      const [student] = (await apiGet<Rows>(page, session, "/api/partner/students/?page_size=1")).results.data;
      await arabic.fill(student!.full_name!.split(" ")[0]!);
      await expect(page.getByRole("listbox").getByText("الطلاب", { exact: true })).toBeVisible();
      await snap(page, "header-search-records-ar");
      await arabic.fill("qzxqzx");
      await expect(page.getByRole("listbox").getByText(/^لا توجد نتائج لـ «qzxqzx»/)).toBeVisible();

      // On a phone the overlay reads right to left as well.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "بحث", exact: true }).click();
      const overlay = page.getByRole("dialog", { name: "البحث في البوابة" });
      await expect(overlay.getByRole("combobox", { name: "بحث" })).toBeFocused();
      await page.keyboard.type(student!.full_name!.split(" ")[0]!);
      await expect(overlay.getByText("الطلاب", { exact: true })).toBeVisible();
      await expect(overlay).toHaveCSS("opacity", "1");
      await snap(page, "header-search-overlay-390-ar");
    } finally {
      await setLanguage(null);
    }
  });

  test("the results close on an outside click; one letter searches the menu and says so", async ({ page }) => {
    await signInByApi(page, accounts.partner);
    await page.goto("/dashboard/sales");
    const header = new Header(page);
    await header.search.fill("u");
    // Titles starting with "u" first, then those with a later word starting with it; the hint says a second letter searches records too.
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
      "University Expert",
      "Update Payment Status",
      "Important Updates",
      "Type one more letter to search records too.",
    ]);
    // Outside: the page's content near the window's right edge, clear of the results whatever the header holds.
    const view = page.viewportSize()!;
    await page.mouse.click(view.width - 48, Math.round(view.height * 0.6));
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("in dark mode the open results stay readable", async ({ page }) => {
    await signInByApi(page, accounts.admin);
    await page.goto("/dashboard/sales");
    const header = new Header(page);
    await setThemeMode(page, "dark");
    await header.search.fill("global");
    await expect(page.getByRole("listbox").getByText("Partners", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await snap(page, "header-search-open-dark");
  });

  test("below 992 px a Search button opens a full-width overlay that works the same way", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, accounts.partner);
    await page.goto("/dashboard/sales");
    const header = new Header(page);
    await expect(header.search).toBeHidden();

    await header.searchButton.click();
    await expect(header.searchOverlay).toBeVisible();
    const box = await header.searchOverlay.boundingBox();
    expect(box?.width).toBe(390);
    const input = header.searchOverlay.getByRole("combobox", { name: "Search" });
    await expect(input).toBeFocused();
    await expect(header.searchOverlay.getByText("A name, an e-mail, a number or a menu entry")).toBeVisible();
    await page.keyboard.type("Ayesha");
    await expect(header.searchOverlay.getByRole("option").first()).toContainText("Ayesha");
    await expect(header.searchOverlay).toHaveCSS("opacity", "1");
    await snap(page, "header-search-overlay-390-light");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await input.fill("cou");
    await expect(header.searchOverlay.getByRole("option", { name: "Courses" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner\/courses$/);
    await expect(header.searchOverlay).toBeHidden();

    await page.keyboard.press("Control+k");
    await expect(header.searchOverlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.searchOverlay).toBeHidden();

    await setThemeMode(page, "dark");
    await header.searchButton.click();
    // The overlay moves the focus into its field once it is shown; a letter typed before that goes nowhere.
    await expect(input).toBeFocused();
    await page.keyboard.type("2");
    await expect(header.searchOverlay.getByRole("option").first()).toBeVisible();
    await expect(header.searchOverlay).toHaveCSS("opacity", "1");
    await snap(page, "header-search-overlay-390-dark");
  });
});
