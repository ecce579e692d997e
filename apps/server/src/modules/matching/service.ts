import type { MatchItem } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import type { Likelihood } from "@pp/shared/likelihood";
import {
  evaluateMatch,
  GRADING_SCALES,
  type GradingScale,
  type MatchReason,
  type MatchStudent,
} from "@pp/shared/matching";
import { moneyIn } from "@pp/shared/money";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { courseRequirements, courses, currencyRates, students, studyLevels } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { translateMessage } from "../../lib/messages";
import { namesFor } from "../masters/reference-names";
import { likelihoods } from "./likelihood";
import { type MatchFilters, type RankedRow, rankCourses } from "./ranking";
import { requirementsOf } from "./requirements-of";

export { requirementsOf };

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/**
 * The tuition against the student's budget, when they stated one: within or above it (the ranking statement's own
 * comparison, `pref_budget`), or unknown without an active rate for one of the two currencies.
 */
function budgetReason(
  s: { budget_amount: string | null; budget_currency: string | null },
  budgetUsd: number | null,
  c: Pick<RankedRow, "tuition_fee" | "currency" | "pref_budget" | "currency_rated">,
  language: LanguageCode,
): MatchReason[] {
  if (s.budget_amount === null || !s.budget_currency) return [];
  // Amounts as the card beside the reason writes them, in the reader's language (issue 35: one money format).
  const fee = moneyIn(language, c.tuition_fee, c.currency);
  const budget = moneyIn(language, s.budget_amount, s.budget_currency);
  const budgetCurrency = s.budget_currency;
  const currency = c.currency;
  if (budgetUsd === null || !c.currency_rated) {
    const missing = budgetUsd === null ? budgetCurrency : currency;
    return [
      {
        requirement: "budget",
        status: "unknown",
        message: `No exchange rate for ${missing} to compare the tuition with the budget.`,
      },
    ];
  }
  return [
    c.pref_budget
      ? {
          requirement: "budget",
          status: "met",
          message: `Tuition ${fee} is within the budget of ${budget}.`,
        }
      : {
          requirement: "budget",
          status: "not_met",
          message: `Tuition ${fee} is above the budget of ${budget}.`,
        },
  ];
}

const translatedLikelihood = (l: Likelihood, language: LanguageCode): Likelihood => ({
  ...l,
  message: translateMessage(l.message, language),
});

/** The level a student wants to study at, beside the level they completed (both are study levels). */
const wantedLevels = alias(studyLevels, "wanted_levels");
/** A course's own level, beside the lowest previous level its requirements ask for. */
const courseLevels = alias(studyLevels, "course_levels");

/** Course matching for a partner's students (issue 18). */
export function createMatchingService(db: Db) {
  /** The student (of this partner) as matching reads them, with their preferences; 404 for anyone else's. */
  async function studentOf(partnerId: number, studentId: number) {
    const [row] = await db
      .select({
        s: students,
        level_rank: studyLevels.sort_order,
        level_name: studyLevels.name,
        wanted_rank: wantedLevels.sort_order,
        wanted_name: wantedLevels.name,
      })
      .from(students)
      .leftJoin(studyLevels, eq(studyLevels.id, students.completed_level_id))
      .leftJoin(wantedLevels, eq(wantedLevels.id, students.study_level_id))
      .where(and(eq(students.id, studentId), eq(students.partner_id, partnerId)));
    if (!row) throw notFound("Student not found.");
    const s = row.s;
    const student: MatchStudent = {
      english_test: s.english_test,
      english_overall: num(s.english_overall),
      english_bands: s.english_bands,
      prior_level:
        row.level_rank === null || row.level_name === null ? null : { rank: row.level_rank, name: row.level_name },
      wanted_level:
        row.wanted_rank === null || row.wanted_name === null ? null : { rank: row.wanted_rank, name: row.wanted_name },
      grading_scale: (GRADING_SCALES as readonly string[]).includes(s.grading_scale ?? "")
        ? (s.grading_scale as GradingScale)
        : null,
      grade: s.grade,
      completion_year: s.completion_year,
      subjects: s.subjects,
    };
    let budgetUsd: number | null = null;
    if (s.budget_amount !== null && s.budget_currency) {
      const [rate] = await db
        .select()
        .from(currencyRates)
        .where(and(eq(currencyRates.currency, s.budget_currency), eq(currencyRates.is_active, true)));
      if (rate) budgetUsd = Number(s.budget_amount) / rate.per_usd;
    }
    const prefs = {
      country_ids: [
        ...new Set([s.study_country_id, ...s.preferred_country_ids].filter((x): x is number => x !== null)),
      ],
      disciplines: s.preferred_disciplines,
      intakes: s.preferred_intakes,
      budget_usd: budgetUsd,
    };
    return { student, prefs, row: s };
  }

  return {
    /**
     * The rules' verdict for one student (of this partner) and one course, in English (what an application's
     * timeline records when it is made for a course the student does not qualify for).
     */
    async verdict(partnerId: number, studentId: number, courseId: number) {
      const { student } = await studentOf(partnerId, studentId);
      const [row] = await db
        .select({
          ielts_overall: courseRequirements.ielts_overall,
          ielts_min_band: courseRequirements.ielts_min_band,
          toefl_ibt: courseRequirements.toefl_ibt,
          pte: courseRequirements.pte,
          duolingo: courseRequirements.duolingo,
          min_level_rank: studyLevels.sort_order,
          min_level_name: studyLevels.name,
          min_grade_pct: courseRequirements.min_grade_pct,
          required_subjects: courseRequirements.required_subjects,
          max_gap_years: courseRequirements.max_gap_years,
          work_history_accepted: courseRequirements.work_history_accepted,
          presessional_english: courseRequirements.presessional_english,
          course_level_rank: courseLevels.sort_order,
          course_level_name: courseLevels.name,
        })
        .from(courses)
        .leftJoin(courseRequirements, eq(courseRequirements.course_id, courses.id))
        .leftJoin(studyLevels, eq(studyLevels.id, courseRequirements.min_prior_level_id))
        .leftJoin(courseLevels, eq(courseLevels.id, courses.study_level_id))
        .where(eq(courses.id, courseId));
      // A course without a requirements row states none (its level is still checked).
      const requirements = requirementsOf(
        row ?? {
          ielts_overall: null,
          ielts_min_band: null,
          toefl_ibt: null,
          pte: null,
          duolingo: null,
          min_level_rank: null,
          min_level_name: null,
          min_grade_pct: null,
          required_subjects: null,
          max_gap_years: null,
          work_history_accepted: null,
          presessional_english: null,
        },
      );
      return evaluateMatch(student, requirements);
    },

    /**
     * One page of courses ranked for the student, each with its eligibility and every requirement's status in a
     * sentence of `language`, and the total of the filtered catalogue.
     */
    async matches(
      partnerId: number,
      studentId: number,
      filters: MatchFilters,
      page: { page: number; page_size: number },
      language: LanguageCode,
    ): Promise<{ count: number; items: MatchItem[] }> {
      const { student, prefs, row } = await studentOf(partnerId, studentId);
      // Matches are courses at the level the student wants (issue 35): without a level filter of the caller's own,
      // that level is the filter. A level asked for explicitly shows its courses, each saying it is another level.
      if (filters.study_level === undefined && row.study_level_id !== null)
        filters = { ...filters, study_level: row.study_level_id };
      const rows = await rankCourses(db, student, prefs, filters, {
        limit: page.page_size,
        offset: (page.page - 1) * page.page_size,
      });
      const odds = await likelihoods(db, row, rows);
      const names = await namesFor(db, (n) =>
        rows.every((r) => n.countries.has(r.country_id) && n.levels.has(r.study_level_id)) ? n : null,
      );
      const items = rows.map((r, i): MatchItem => {
        const verdict = evaluateMatch(student, requirementsOf(r));
        return {
          course: {
            id: r.id,
            name: r.name,
            provider: { id: r.provider_id, name: r.provider_name },
            country: { id: r.country_id, name: names.countries.get(r.country_id) ?? "" },
            study_level: { id: r.study_level_id, name: names.levels.get(r.study_level_id) ?? "" },
            discipline: r.discipline,
            duration_months: r.duration_months,
            tuition_fee: r.tuition_fee,
            currency: r.currency,
            application_fee: r.application_fee,
            intake_months: r.intake_months,
            language: r.language,
          },
          score: r.score,
          // The statement ranked by its own verdict; the answer states the rules' (a test holds them equal).
          eligibility: verdict.eligibility,
          reasons: [...verdict.reasons, ...budgetReason(row, prefs.budget_usd, r, language)].map((x) => ({
            ...x,
            message: translateMessage(x.message, language),
          })),
          fit: {
            destination: r.pref_destination,
            discipline: r.pref_discipline,
            intake: r.pref_intake,
            budget: r.pref_budget,
          },
          // No offer likelihood beside a course the student cannot enter or does not want (issue 35).
          likelihood:
            verdict.eligibility === "eligible" || verdict.eligibility === "conditional"
              ? translatedLikelihood(odds[i]!, language)
              : null,
        };
      });
      // Past the last page the statement has no row to carry the total: ask for the first one.
      const total =
        rows[0]?.total ??
        (page.page > 1
          ? ((await rankCourses(db, student, prefs, filters, { limit: 1, offset: 0 }))[0]?.total ?? 0)
          : 0);
      return { count: total, items };
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
