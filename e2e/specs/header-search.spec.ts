import { accounts, expect, snap, test } from "../fixtures";
import { setThemeMode, signInAs } from "../pages/header";

test.describe("header search", () => {
  test("Ctrl+K focuses the search; ArrowDown and Enter open a screen; no match says so; Escape closes", async ({
    page,
  }) => {
    const header = await signInAs(page, accounts.partner);
    await expect(header.search).toHaveAttribute("placeholder", "Search for Results...");
    await expect(header.search).not.toBeFocused();

    await page.keyboard.press("Control+k");
    await expect(header.search).toBeFocused();

    await page.keyboard.type("cou");
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results).toBeVisible();
    await expect(results.getByRole("option")).toHaveText(["Courses"]);
    await snap(page, "header-search-open-light");

    await page.keyboard.press("ArrowDown");
    await expect(header.search).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expect(results).toBeHidden();
    await expect(header.search).toHaveValue("");

    await page.keyboard.press("Control+k");
    await page.keyboard.type("zzz");
    await expect(page.getByRole("listbox").getByText("There is no component with this name")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(header.search).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/partner\/courses$/);
  });

  test("the results close on an outside click and match titles by prefix only", async ({ page }) => {
    const header = await signInAs(page, accounts.partner);
    await header.search.fill("u");
    // "Update Payment Status" and "University Expert" start with "u"; "Courses" only contains it.
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
      "University Expert",
      "Update Payment Status",
    ]);
    // Outside: the page's content near the window's right edge, clear of the results whatever the header holds.
    const view = page.viewportSize()!;
    await page.mouse.click(view.width - 48, Math.round(view.height * 0.6));
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("in dark mode the open results stay readable", async ({ page }) => {
    const header = await signInAs(page, accounts.partner);
    await setThemeMode(page, "dark");
    await header.search.fill("d");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await snap(page, "header-search-open-dark");
  });

  test("below 992 px a Search button opens a full-width overlay that works the same way", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const header = await signInAs(page, accounts.partner);
    await expect(header.search).toBeHidden();

    await header.searchButton.click();
    await expect(header.searchOverlay).toBeVisible();
    const box = await header.searchOverlay.boundingBox();
    expect(box?.width).toBe(390);
    const input = header.searchOverlay.getByRole("combobox", { name: "Search" });
    await expect(input).toBeFocused();
    await expect(header.searchOverlay.getByText("Type something")).toBeVisible();
    await page.keyboard.type("cou");
    await expect(header.searchOverlay.getByRole("option")).toHaveText(["Courses"]);
    await expect(header.searchOverlay).toHaveCSS("opacity", "1");
    await snap(page, "header-search-overlay-390-light");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner\/courses$/);
    await expect(header.searchOverlay).toBeHidden();

    await page.keyboard.press("Control+k");
    await expect(header.searchOverlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.searchOverlay).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await setThemeMode(page, "dark");
    await header.searchButton.click();
    // The overlay moves the focus into its field once it is shown; a letter typed before that goes nowhere.
    await expect(input).toBeFocused();
    await page.keyboard.type("d");
    await expect(header.searchOverlay.getByRole("option").first()).toBeVisible();
    await expect(header.searchOverlay).toHaveCSS("opacity", "1");
    await snap(page, "header-search-overlay-390-dark");
  });
});
