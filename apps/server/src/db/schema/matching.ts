import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
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
  /** The Masters' handle on the row (the generic Masters routes address rows by id). */
  id: serial("id").notNull().unique(),
  currency: varchar("currency", { length: 3 }).primaryKey(),
  per_usd: numeric("per_usd", { precision: 14, scale: 6, mode: "number" }).notNull(),
  as_of: date("as_of").notNull(),
  /** An inactive rate is kept for the record but not used: a budget in that currency is then not compared. */
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

/**
 * Offer rates from our own history (issue 18), rebuilt by the recurring job `matching.offer-history`: per group of
 * similar past applications, how many were decided and how many reached an offer. A group is a `key` (`p:<provider
 * id>`, or `d:<country id>:<study level id>` for destination and level) and the student's English and grade bands
 * (0: not known). Likelihood reads these and takes the scored student's own applications out.
 */
export const offerHistory = pgTable(
  "offer_history",
  {
    key: varchar("key", { length: 40 }).notNull(),
    english_band: smallint("english_band").notNull(),
    grade_band: smallint("grade_band").notNull(),
    decided: integer("decided").notNull(),
    offers: integer("offers").notNull(),
    refreshed_at: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.english_band, t.grade_band] })],
);

/**
 * Each student's own part of `offer_history` as of the same refresh, so that a student's likelihood can leave out
 * their own applications exactly (whatever changed since the refresh).
 */
export const offerHistoryStudents = pgTable(
  "offer_history_students",
  {
    student_id: integer("student_id").notNull(),
    key: varchar("key", { length: 40 }).notNull(),
    english_band: smallint("english_band").notNull(),
    grade_band: smallint("grade_band").notNull(),
    decided: integer("decided").notNull(),
    offers: integer("offers").notNull(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.key] })],
);
