import { accounts, expect, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

/**
 * Issue 35 (docs/decisions/047): country, intake and language names in the reader's language, from Intl by code.
 * A student from and going to the United Kingdom, applying for a UK course, seen in Spanish and in Arabic.
 */
type Country = { id: number; name: string; iso2: string };
type Named = { id: number; name: string };

const MONTHS = "January February March April May June July August September October November December".split(" ");

const READER = {
  es: {
    uk: "Reino Unido",
    english: "Inglés",
    intake: (month: number, year: number) =>
      `${"enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(" ")[month - 1]} de ${year}`,
  },
  ar: {
    uk: "المملكة المتحدة",
    english: "الإنجليزية",
    intake: (month: number, year: number) =>
      `${"يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" ")[month - 1]} ${year}`,
  },
} as const;

for (const [locale, want] of Object.entries(READER)) {
  test.describe(`reference names in ${locale}`, () => {
    test.use({ locale });
    test.describe.configure({ timeout: 120_000 });

    test("countries, the intake and the teaching language are written in the reader's language", async ({
      page,
      request,
    }) => {
      const partner = await ApiAs.signIn(request, accounts.partner);
      const countries = await partner.get<{ data: Country[] }>("/partner/country/");
      const uk = countries.data.find((c) => c.iso2 === "GB")!;
      const levels = await partner.get<{ data: Named[] }>("/filter/level/");
      const courses = await partner.get<{ results: { data: { id: number; language: string }[] } }>(
        `/partner/courses/list/?country=${uk.id}&page_size=20`,
      );
      let chosen: { course: number; intake: Named } | undefined;
      for (const c of courses.results.data) {
        const detail = await partner.get<{ data: { intakes?: Named[] } }>(`/partner/courses/${c.id}/`);
        const intake = detail.data.intakes?.find((i) => /^[A-Z][a-z]+ \d{4}$/.test(i.name));
        if (intake && c.language === "English") {
          chosen = { course: c.id, intake };
          break;
        }
      }
      expect(chosen, "a UK course taught in English with an open intake").toBeTruthy();
      const { course, intake } = chosen!;
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, "x");
      const student = await partner.post<{ data: { id: number } }>("/partner/add/student/", {
        first_name: "Ref",
        last_name: `Names${stamp}`,
        email: `ref.names.${stamp}@example.org`,
        nationality_id: uk.id,
        study_country_id: uk.id,
        study_level_id: levels.data[0]!.id,
      });
      const app = await partner.post<{ data: { id: number } }>("/partner/application/", {
        student_id: student.data.id,
        course_id: course,
        intake_id: intake.id,
      });
      const [monthName, year] = intake.name.split(" ");
      const intakeText = want.intake(MONTHS.indexOf(monthName!) + 1, Number(year));

      await signInByApi(page, accounts.partner);
      await page.goto(`/partner/application/${app.data.id}`);
      const main = page.getByRole("main");
      await expect(main.getByText(want.uk, { exact: true })).toBeVisible();
      await expect(main.getByText(intakeText, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(uk.name, { exact: true })).toHaveCount(0);
      await expect(main.getByText(intake.name, { exact: true })).toHaveCount(0);
      await snap(page, `reference-names-application-${locale}`);

      await page.goto(`/partner/student?search=Names${stamp}`);
      const row = page.getByRole("row").filter({ hasText: `Names${stamp}` });
      // Nationality and destination: the nationality column steps aside on narrower screens.
      await expect(row.getByText(want.uk, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expect(row.getByText(uk.name)).toHaveCount(0);
      await snap(page, `reference-names-students-${locale}`);

      await page.goto(`/partner/courses/${course}`);
      await expect(main.getByText(want.uk).first()).toBeVisible();
      await expect(main.getByText(want.english, { exact: true })).toBeVisible();
      await expect(main.getByText(uk.name)).toHaveCount(0);
      await snap(page, `reference-names-course-${locale}`);
    });
  });
}
