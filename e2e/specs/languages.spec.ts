import { accounts, expect, seriousViolations, test } from "../fixtures";
import { signInByApi } from "../session";

/** Issue 17: five languages; Arabic right to left; the choice kept; the browser's language before anyone chooses. */
test.describe("languages", () => {
  test("Arabic turns the page right to left in Arabic, stays after a reload, and reads without serious axe issues", async ({
    page,
  }) => {
    const session = await signInByApi(page, accounts.partner2);
    try {
      await page.goto("/dashboard/sales");
      const html = page.locator("html");
      await expect(html).toHaveAttribute("dir", "ltr");
      await page.getByRole("button", { name: "Language" }).click();
      await page.getByRole("menuitem", { name: "العربية" }).click();
      await expect(html).toHaveAttribute("dir", "rtl");
      await expect(html).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" })).toBeVisible();
      await expect(page.getByRole("button", { name: "اللغة" })).toBeVisible();

      await page.reload();
      await expect(html).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("button", { name: "اللغة" })).toBeVisible();
      await expect(page.getByTestId("kpi-students")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/partner/student");
      await expect(page.getByRole("heading", { level: 1, name: "إدارة الطلاب" })).toBeVisible();
      await expect(page.getByRole("table")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Left-to-right data keeps its order in a right-to-left table (issue 20): a phone number's "+" comes first,
      // on its left ("+91 98765 43210", never "43210 98765 91+").
      const phone = page.getByRole("table").locator("bdi[dir=ltr]").filter({ hasText: /^\+\d/ }).first();
      await expect(phone).toBeVisible();
      const [plusX, lastX] = await phone.evaluate((el) => {
        const node = el.firstChild as Text;
        const at = (i: number) => {
          const r = document.createRange();
          r.setStart(node, i);
          r.setEnd(node, i + 1);
          return r.getBoundingClientRect().left;
        };
        return [at(0), at(node.length - 1)];
      });
      expect(plusX).toBeLessThan(lastX);

      // Back to English: left to right again.
      await page.getByRole("button", { name: "اللغة" }).click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await expect(html).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1, name: "Students", exact: true })).toBeVisible();
    } finally {
      // The choice is kept on the account: hand it back to the browser, as the other specs expect it.
      await page.request.patch("/api/me/", {
        data: { language: null },
        headers: { authorization: `Bearer ${session.access}` },
      });
    }
  });
});

test.describe("the browser's language before anyone chooses", () => {
  test.use({ locale: "zh-CN" });

  test("a Chinese browser gets the sign-in page, the dashboard and the students list in Chinese, without serious axe issues", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "登录" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    expect(await seriousViolations(page)).toEqual([]);

    await signInByApi(page, accounts.partner2);
    await page.goto("/dashboard/sales");
    await expect(page.getByRole("button", { name: "语言" })).toBeVisible();
    await expect(page.getByTestId("kpi-students")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/partner/student");
    await expect(page.getByRole("heading", { level: 1, name: "学生管理" })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
