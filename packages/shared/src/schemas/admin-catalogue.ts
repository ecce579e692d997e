import { z } from "zod";
import { pageQuery } from "../api";
import { isCurrencyCode } from "../currency";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { subjectKey } from "../matching";
import { PROVIDER_TYPES } from "./catalogue";
import { nameField } from "./fields";

/** The Superadmin's catalogue (issue 5): providers and courses, and the course import. */

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
const money = (label: string) =>
  z.coerce
    .number({ error: `${label} is an amount.` })
    .nonnegative(`${label} is not negative.`)
    .max(9_999_999, `${label} is too large.`)
    .multipleOf(0.01, `${label} has at most two decimals.`);

export const providerBody = z.object({
  name: nameField("Name").max(200, "Name is at most 200 characters."),
  country_id: z.coerce.number({ error: "Choose a country." }).int("Choose a country.").positive("Choose a country."),
  city: optionalText("City", 120),
  type: z
    .enum(PROVIDER_TYPES, { error: "Type is university, college, school or language_school." })
    .default("university"),
  website: z
    .string()
    .trim()
    .max(300, "The website is at most 300 characters.")
    .refine((v) => v === "" || /^https?:\/\/\S+\.\S+/.test(v), "The website starts with http:// or https://.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  description: optionalText("Description", 5000),
  contact_name: optionalText("Contact name", 150),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid email address.")
    .transform((v) => (v === "" ? null : v.toLowerCase()))
    .nullable()
    .optional(),
  contact_phone: optionalText("Contact phone", 40),
  is_active: z.boolean({ error: "Active is true or false." }).default(true),
});

/** A score from `min` to `max` in steps of `step`, or null (not stated). */
const testScore = (label: string, min: number, max: number, step: number) =>
  z.coerce
    .number({ error: `${label} is a score.` })
    .min(min, `${label} goes from ${min} to ${max}.`)
    .max(max, `${label} goes from ${min} to ${max}.`)
    .refine((v) => Math.abs(v / step - Math.round(v / step)) < 1e-9, `${label} goes in steps of ${step}.`)
    .nullable()
    .optional();

/**
 * A course's structured entry requirements (issue 18), each optional: null or absent means "not stated". Subjects
 * are kept in title case (subjectKey), as matching compares them.
 */
export const courseRequirementsBody = z.object({
  ielts_overall: testScore("IELTS overall", 0, 9, 0.5),
  ielts_min_band: testScore("IELTS lowest band", 0, 9, 0.5),
  toefl_ibt: testScore("TOEFL iBT", 0, 120, 1),
  pte: testScore("PTE Academic", 10, 90, 1),
  duolingo: testScore("Duolingo", 10, 160, 5),
  min_prior_level_id: z.coerce
    .number({ error: "Choose a study level." })
    .int("Choose a study level.")
    .positive("Choose a study level.")
    .nullable()
    .optional(),
  min_grade_pct: z.coerce
    .number({ error: "The minimum grade is a percentage." })
    .min(0, "The minimum grade is a percentage from 0 to 100.")
    .max(100, "The minimum grade is a percentage from 0 to 100.")
    .nullable()
    .optional(),
  required_subjects: z
    .array(z.string().trim().min(1).max(60, "A subject is at most 60 characters.").transform(subjectKey))
    .max(10, "At most 10 required subjects.")
    .default([]),
  max_gap_years: z.coerce
    .number({ error: "The gap is a number of years." })
    .int("The gap is a whole number of years.")
    .min(0, "The gap is 0 to 30 years.")
    .max(30, "The gap is 0 to 30 years.")
    .nullable()
    .optional(),
  work_history_accepted: z.boolean({ error: "Work history accepted is true or false." }).default(false),
  presessional_english: z.boolean({ error: "Pre-sessional English is true or false." }).default(false),
});
export type CourseRequirementsBody = z.input<typeof courseRequirementsBody>;
export type CourseRequirementsValues = z.output<typeof courseRequirementsBody>;

/** A real calendar day written YYYY-MM-DD. */
const calendarDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * One intake's application deadline (issue 36, decision 051): the day applications close; null removes it. The
 * service checks the intake against the course's months and the day against the intake's start.
 */
export const courseDeadlineBody = z.object({
  intake_id: z.coerce
    .number({ error: "Choose an intake." })
    .int("Choose an intake.")
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("Choose an intake."),
  closes_on: z
    .string({ error: "The deadline is a date (YYYY-MM-DD)." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The deadline is a date (YYYY-MM-DD).")
    .refine(calendarDay, "The deadline is not a real date.")
    .nullable(),
});
export type CourseDeadlineValues = z.output<typeof courseDeadlineBody>;

export const courseBody = z.object({
  provider_id: z.coerce
    .number({ error: "Choose a provider." })
    .int("Choose a provider.")
    .positive("Choose a provider."),
  name: nameField("Name").max(250, "Name is at most 250 characters."),
  study_level_id: z.coerce
    .number({ error: "Choose a study level." })
    .int("Choose a study level.")
    .positive("Choose a study level."),
  discipline: nameField("Discipline").max(120, "Discipline is at most 120 characters."),
  duration_months: z.coerce
    .number({ error: "Duration is a number of months." })
    .int("Duration is a whole number of months.")
    .min(1, "Duration is at least 1 month.")
    .max(120, "Duration is at most 120 months."),
  tuition_fee: money("Tuition"),
  currency: z
    .string({ error: "Currency is required." })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, "The currency is a three-letter ISO 4217 code, e.g. GBP."),
  application_fee: money("Application fee").default(0),
  intake_months: z
    .array(
      z.coerce
        .number()
        .int()
        .max(INT4_MAX, INT4_MESSAGE)
        .min(1, "Intake months are 1 to 12.")
        .max(12, "Intake months are 1 to 12."),
      {
        error: "Intake months are a list.",
      },
    )
    .min(1, "Choose at least one intake month.")
    .max(12),
  requirements: optionalText("Requirements", 5000),
  language: z
    .string()
    .trim()
    .min(1, "Language is required.")
    .max(40, "Language is at most 40 characters.")
    .default("English"),
  is_active: z.boolean({ error: "Active is true or false." }).default(true),
  /** Structured entry requirements (issue 18); null removes them, absent leaves them as they are. */
  entry_requirements: courseRequirementsBody.nullable().optional(),
  /**
   * Application deadlines per intake (issue 36): each listed intake's day is set (or removed with null); intakes not
   * listed keep theirs; absent leaves them all.
   */
  application_deadlines: z
    .array(courseDeadlineBody)
    .max(60, "At most 60 deadlines at once.")
    .refine((v) => new Set(v.map((d) => d.intake_id)).size === v.length, "Each intake once.")
    .optional(),
});

export const adminCatalogueQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  country: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("country must be a country id.").optional(),
  provider: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("provider must be a provider id.").optional(),
  /** Providers only. */
  type: z.enum(PROVIDER_TYPES, { error: "type is university, college, school or language_school." }).optional(),
  /** Courses only. */
  study_level: z.coerce
    .number()
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("study_level must be a study level id.")
    .optional(),
  is_active: z.enum(["true", "false"], { error: "is_active is true or false." }).optional(),
});

/** The structured requirement columns of the import (issue 18), all optional: a row leaves out what is not stated. */
export const REQUIREMENT_IMPORT_COLUMNS = [
  "ielts_overall",
  "ielts_min_band",
  "toefl_ibt",
  "pte",
  "duolingo",
  "min_prior_level",
  "min_grade_pct",
  "required_subjects",
  "max_gap_years",
  "work_history_accepted",
  "presessional_english",
] as const;

/** The columns of the course import file, in the template's order. */
export const COURSE_IMPORT_COLUMNS = [
  "provider",
  "provider_country",
  "name",
  "study_level",
  "discipline",
  "duration_months",
  "tuition_fee",
  "currency",
  "application_fee",
  "intake_months",
  "requirements",
  "language",
  ...REQUIREMENT_IMPORT_COLUMNS,
  "application_deadlines",
] as const;
/** Columns a file may leave out. */
export const COURSE_IMPORT_OPTIONAL: readonly (typeof COURSE_IMPORT_COLUMNS)[number][] = [
  "application_fee",
  "requirements",
  "language",
  ...REQUIREMENT_IMPORT_COLUMNS,
  "application_deadlines",
];

export const importRowResult = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});
export const importPreview = z.object({
  rows: z.array(importRowResult),
  valid: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  invalid: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  committed: z.boolean(),
  created: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});
export type ImportPreview = z.infer<typeof importPreview>;
