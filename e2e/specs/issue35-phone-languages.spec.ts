import { accounts, expect, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

/** Issue 35: the Superadmin's queue on a phone, names that are not cut, and Arabic text that keeps its order. */
const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;

test.describe("issue 35: phones, long labels and Arabic", () => {
  test.describe.configure({ timeout: 120_000 });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the Superadmin's applications are cards with their status on screen; the count has separators", async ({
      page,
      request,
    }) => {
      const admin = await ApiAs.signIn(request, accounts.admin);
      const { count } = await admin.get<{ count: number }>("/admin/applications/?page_size=1");
      await signInByApi(page, accounts.admin);
      await page.goto("/admin/applications");
      const first = page.getByTestId("row-card").first();
      await expect(first).toBeVisible();
      expect(await page.getByRole("table").count()).toBe(0);
      const status = first.getByTestId("status-badge").or(first.locator(".mantine-Badge-root")).first();
      const box = (await status.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await expect(page.getByTestId("admin-applications-count")).toHaveText(
        `${count.toLocaleString("en")} application${count === 1 ? "" : "s"}`,
      );
      await expect(page.getByText(new RegExp(`^1–25 of ${count.toLocaleString("en")}$`))).toBeVisible();
      await snap(page, "issue35-admin-applications-390");
    });
  });

  test.describe("in Arabic on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: "ar" });

    test("the checklist's level is isolated; a payment card gives course and provider a line each", async ({
      page,
      request,
    }) => {
      const partner = await ApiAs.signIn(request, accounts.partner);
      const app = await partner.newApplication("bidi");
      const detail = await partner.get<{ data: { study_level: { id: number } } }>(`/partner/application/${app.id}/`);
      const names = await partner.get<{ data: { levels: { id: number; names: { ar?: string } }[] } }>(
        "/reference/names/",
      );
      const level = names.data.levels.find((l) => l.id === detail.data.study_level.id)!.names.ar!;
      await signInByApi(page, accounts.partner);
      await page.goto(`/partner/application/${app.id}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const intro = page.locator("section[aria-labelledby='checklist-heading'] p").first();
      await expect(intro).toContainText(`\u2068${level}\u2069`);

      await page.goto("/partner/payments");
      const card = page.getByTestId("row-card").first();
      await expect(card).toBeVisible();
      const course = card.getByTestId("payment-course");
      const provider = card.getByTestId("payment-provider");
      await expect(course.locator("bdi")).toHaveCount(1);
      await expect(provider.locator("bdi")).toHaveCount(1);
      expect(await course.evaluate(cut)).toBe(false);
      expect(await provider.evaluate(cut)).toBe(false);
      await snap(page, "issue35-payments-ar-390");
    });
  });

  test.describe("in Spanish at 1280 px", () => {
    test.use({ locale: "es" });

    test("no menu entry and no search hint is cut short", async ({ page }) => {
      await signInByApi(page, accounts.partner);
      await page.goto("/partner/student");
      const entry = page.getByRole("navigation").getByRole("link", { name: "Expertos de universidades" });
      await expect(entry).toBeVisible();
      const labels = await page
        .getByRole("navigation")
        .getByRole("link")
        .evaluateAll((links) =>
          links.flatMap((a) => [...a.querySelectorAll("span")].filter((s) => s.scrollWidth > s.clientWidth + 1)),
        );
      expect(labels).toHaveLength(0);
      const search = page.getByRole("searchbox").first();
      const [hint, room] = await search.evaluate((el) => {
        const input = el as HTMLInputElement;
        const style = getComputedStyle(input);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return [ctx.measureText(input.placeholder).width, input.clientWidth - padding];
      });
      expect(hint).toBeLessThanOrEqual(room);
      await snap(page, "issue35-students-es-1280");
    });
  });
});
