import type { Locator } from "@playwright/test";
import { accounts, expect, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

/**
 * Issue 35 (docs/decisions/048): the words the Superadmin names in Masters (application statuses, study levels), the
 * checklist's document kinds and the support menu read in the reader's language on every screen that shows them,
 * for the partner and the Superadmin; no English name is left where the language has one.
 */
type Translated = { id: number; name: string; names: Record<string, string> };
type Names = { statuses: Translated[]; levels: Translated[] };

const LANGUAGES = ["es", "ar", "vi", "zh"] as const;
/** The checklist's kinds in English, as the server names them; each language's catalog names them too. */
const CHECKLIST_ENGLISH = ["Passport", "Academic transcripts", "English test result"];

/** Every English name that has its own translation in `language`: none may be left on a screen. */
function englishLeft(names: Names, language: string) {
  return [...names.statuses, ...names.levels]
    .filter((r) => r.names[language] && r.names[language] !== r.name)
    .map((r) => r.name);
}

async function expectNoneOf(region: Locator, english: string[], screen: string) {
  for (const name of english) {
    await expect(region.getByText(name, { exact: true }), `"${name}" left in English on ${screen}`).toHaveCount(0);
  }
}

/** Any of these names as a whole text: a screen shows one once its data and the names are in. */
const anyOf = (names: string[]) =>
  new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);

for (const language of LANGUAGES) {
  test.describe(`reference values in ${language}`, () => {
    test.use({ locale: language });
    test.describe.configure({ timeout: 180_000 });

    test("statuses, levels, checklist items and the support menu are in the reader's language, partner and Superadmin", async ({
      page,
      request,
    }) => {
      const partner = await ApiAs.signIn(request, accounts.partner);
      const names = (await partner.get<{ data: Names }>("/reference/names/")).data;
      const english = englishLeft(names, language);
      expect(english.length, "the demo's statuses and levels have names in this language").toBeGreaterThan(20);
      const status = (name: string) => names.statuses.find((s) => s.name === name)!.names[language]!;
      const anyStatus = anyOf(names.statuses.map((s) => s.names[language]!));
      const anyLevel = anyOf(names.levels.map((l) => l.names[language]!));
      const app = await partner.newApplication(`ref${language}`);
      const detail = await partner.get<{ data: { study_level: { id: number } } }>(`/partner/application/${app.id}/`);
      const level = names.levels.find((l) => l.id === detail.data.study_level.id)!;

      await signInByApi(page, accounts.partner);
      const main = page.getByRole("main");

      // The application: its status, the timeline's first entry, the level and the checklist's items.
      await page.goto(`/partner/application/${app.id}`);
      await expect(main.getByText(status("Draft"), { exact: true }).first()).toBeVisible();
      await expect(main.getByText(level.names[language]!, { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("checklist").locator("li")).not.toHaveCount(0);
      await expectNoneOf(main, [...english, ...CHECKLIST_ENGLISH], "the application");
      await snap(page, `reference-values-application-${language}`);

      // The applications list: every status badge, and the status filter's choices.
      await page.goto("/partner/application");
      await expect(main.getByText(anyStatus).first()).toBeVisible();
      await expectNoneOf(main, english, "the applications list");

      // The students list (the level column), the course finder (each card's level), the dashboard (stages).
      for (const [path, screen, shown] of [
        ["/partner/student", "the students list", anyLevel],
        ["/partner/courses", "the course finder", anyLevel],
        ["/dashboard/sales", "the dashboard", anyStatus],
      ] as const) {
        await page.goto(path);
        await expect(main.getByText(shown).first(), `${screen} shows its names`).toBeVisible();
        await expectNoneOf(main, english, screen);
      }
      await expect(page.getByTestId("chart-by-stage").getByText(status("Submitted"), { exact: true })).toBeVisible();

      // The menu names support in the reader's language (the brand follows the word).
      const nav = page.getByRole("navigation").first();
      await expect(nav.getByText("Click & Resolve", { exact: true })).toHaveCount(0);
      await snap(page, `reference-values-dashboard-${language}`);

      // The Superadmin: the queue's badges and status filter, one application's page, the pipeline.
      const adminPage = await page.context().newPage();
      await signInByApi(adminPage, accounts.admin);
      const adminMain = adminPage.getByRole("main");
      await adminPage.goto("/admin/applications");
      await expect(adminMain.getByText(anyStatus).first()).toBeVisible();
      await expectNoneOf(adminMain, english, "the Superadmin's queue");
      await adminPage.goto(`/admin/applications/${app.id}`);
      await expect(adminMain.getByText(status("Draft"), { exact: true }).first()).toBeVisible();
      await expectNoneOf(adminMain, [...english, ...CHECKLIST_ENGLISH], "the Superadmin's application page");
      await adminPage.goto("/dashboard/sales");
      await expect(
        adminPage.getByTestId("admin-pipeline").getByText(status("Submitted"), { exact: true }),
      ).toBeVisible();
      await expectNoneOf(adminMain, english, "the Superadmin's dashboard");
      await snap(adminPage, `reference-values-admin-application-${language}`);

      // The audit log: the move's sentence names both statuses in the reader's language.
      const admin = await ApiAs.signIn(request, accounts.admin);
      await admin.post(`/admin/applications/${app.id}/move/`, {
        status_id: names.statuses.find((s) => s.name === "Under review")!.id,
        note: "Checked.",
      });
      await adminPage.goto("/admin/audit?action=application.status");
      const moved = adminMain
        .getByTestId("audit-summary")
        .filter({ hasText: `#${app.id}` })
        .first();
      await expect(moved).toContainText(status("Draft"));
      await expect(moved).toContainText(status("Under review"));
      await expect(moved).not.toContainText("Under review");
      await snap(adminPage, `reference-values-audit-${language}`);
    });
  });
}
