import { accounts, expect, seriousViolations, test } from "../fixtures";
import { signInAs } from "../pages/header";
import { signInByApi } from "../session";

/** Issue 20: at 390 px the lists are cards, the filters fold behind a button, the first result is on screen. */
test.describe("lists on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, url, account] of [
    ["students", "/partner/student", accounts.partner],
    ["applications", "/partner/application", accounts.partner],
    ["tickets", "/partner/tickets/list/", accounts.partner],
    ["payments", "/partner/payments", accounts.partner],
    ["support queue", "/admin/tickets", accounts.admin],
    ["Superadmin's payments", "/admin/payments", accounts.admin],
  ] as const) {
    test(`the ${name} list shows cards, filters behind a button, the first card on the first screen`, async ({
      page,
    }) => {
      // The sign-in form is signed in through once (students); the others take the faster way in.
      if (name === "students") await signInAs(page, account);
      else await signInByApi(page, account);
      await page.goto(url);
      const first = page.getByTestId("row-card").first();
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height, "the first card ends within the first screen").toBeLessThanOrEqual(844);
      expect(await page.getByRole("table").count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

      // The filters are one tap away; a set filter is counted on the button.
      await page.getByRole("button", { name: "Filters" }).click();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await expect(drawer).toBeVisible();
      const search = drawer.getByRole("textbox").or(drawer.getByRole("searchbox")).first();
      await search.fill("ra");
      await expect(search).toHaveValue("ra");
      // Closed at once (a search field would clear itself on Escape): the search still lands after its pause.
      await page.getByRole("button", { name: "Close filters" }).click();
      await expect(page).toHaveURL(/search=ra/);
      await expect(page.getByRole("button", { name: "Filters (1 set)" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the course finder's first card is on the first screen, its filters behind a counted button", async ({
    page,
  }) => {
    await signInByApi(page, accounts.partner);
    await page.goto("/partner/courses");
    const first = page.getByTestId("course-card").first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    const box = (await first.boundingBox())!;
    expect(box.y + box.height, "the first card ends within the first screen").toBeLessThanOrEqual(844);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    const keyword = drawer.getByRole("textbox", { name: "Keyword" });
    await keyword.fill("data");
    await expect(keyword).toHaveValue("data");
    await page.getByRole("button", { name: "Close filters" }).click();
    await expect(page).toHaveURL(/search=data/);
    await expect(page.getByRole("button", { name: "Filters (1 set)" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
