import { boolean, date, integer, numeric, pgTable, smallint, text, varchar } from "drizzle-orm/pg-core";
import { courses } from "./partner-work";
import { studyLevels, timestamps } from "./reference";

/**
 * A course's entry requirements as data (issue 18), beside its free text (`courses.requirements`), one row per course
 * that states any. Null means "not stated". Kept apart from `courses` so the course lists read no wider rows.
 */
export const courseRequirements = pgTable("course_requirements", {
  course_id: integer("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  ielts_overall: numeric("ielts_overall", { precision: 2, scale: 1, mode: "number" }),
  ielts_min_band: numeric("ielts_min_band", { precision: 2, scale: 1, mode: "number" }),
  toefl_ibt: smallint("toefl_ibt"),
  pte: smallint("pte"),
  duolingo: smallint("duolingo"),
  /** The lowest previous study level accepted. */
  min_prior_level_id: integer("min_prior_level_id").references(() => studyLevels.id, { onDelete: "set null" }),
  min_grade_pct: numeric("min_grade_pct", { precision: 5, scale: 2, mode: "number" }),
  required_subjects: text("required_subjects").array().notNull().default([]),
  /** The longest gap since the last studies, in years; null: any. */
  max_gap_years: smallint("max_gap_years"),
  work_history_accepted: boolean("work_history_accepted").notNull().default(false),
  presessional_english: boolean("presessional_english").notNull().default(false),
  ...timestamps,
});

/**
 * Exchange rates the Superadmin keeps (Masters, issue 18): how many units of `currency` one US dollar buys, as of a
 * date. Matching compares a course's tuition with a student's budget in another currency through them.
 */
export const currencyRates = pgTable("currency_rates", {
  currency: varchar("currency", { length: 3 }).primaryKey(),
  per_usd: numeric("per_usd", { precision: 14, scale: 6, mode: "number" }).notNull(),
  as_of: date("as_of").notNull(),
  ...timestamps,
});
