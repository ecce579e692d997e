import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { Header, setThemeMode, signInAs } from "../pages/header";

for (const mode of ["light", "dark"] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAs(page, accounts.partner);
      if (mode === "dark") await setThemeMode(page, "dark");
    });

    for (const [path, heading] of [
      ["/profile", "My profile"],
      ["/help", "Help"],
      ["/notifications", "Notifications"],
    ] as const) {
      test(`${path} has no serious violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("the open notifications, profile and search menus have no serious violations", async ({ page }) => {
      // Four axe passes over the busy dashboard: allow for a loaded machine.
      test.slow();
      const header = new Header(page);
      await header.openNotifications();
      await snap(page, `header-notifications-unread-${mode}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await header.openProfileMenu();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      // Grouped results: the menu's and the records' (the listbox holds groups with headings).
      await header.search.fill("ayesha");
      await expect(page.getByRole("listbox").getByText("Students", { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await header.search.fill("zzz");
      await expect(page.getByRole("listbox").getByText(/^Nothing matches “zzz”/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
