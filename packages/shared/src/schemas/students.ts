// Longer than 300 lines: the student schemas (fields, the add form, the list and its filters) belong together.
import { z } from "zod";
import { pageQuery } from "../api";
import { isCurrencyCode } from "../currency";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { GRADING_SCALES, gradePercent } from "../matching";
import { counsellorField, counsellorFilter, tagFilter, tagsField } from "./counselling";
import { emailField, nameField } from "./fields";
import { phoneField } from "./profile";

export const ENGLISH_TESTS = ["IELTS", "TOEFL", "PTE", "Duolingo", "none"] as const;
export const GENDERS = ["female", "male", "other", "undisclosed"] as const;
export const STUDENT_STATUSES = ["active", "archived"] as const;

/** Score ranges per test: overall and each band. */
export const ENGLISH_SCALES: Record<
  Exclude<(typeof ENGLISH_TESTS)[number], "none">,
  { min: number; max: number; step: number }
> = {
  IELTS: { min: 0, max: 9, step: 0.5 },
  TOEFL: { min: 0, max: 120, step: 1 },
  PTE: { min: 10, max: 90, step: 1 },
  Duolingo: { min: 10, max: 160, step: 5 },
};

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${label} is not a real date.`,
      },
    );

const id = (label: string) =>
  z.coerce
    .number({ error: `Choose ${label}.` })
    .int(`Choose ${label}.`)
    .max(INT4_MAX, INT4_MESSAGE)
    .positive(`Choose ${label}.`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters).`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

const band = z.coerce.number({ error: "Enter a score." }).nonnegative("Scores are not negative.");

const today = () => new Date().toISOString().slice(0, 10);

const studentFields = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  email: emailField,
  phone: phoneField.nullable().optional(),
  date_of_birth: isoDate("Date of birth")
    .refine((v) => v < today(), { message: "Date of birth must be in the past." })
    .refine((v) => v > "1900-01-01", { message: "Date of birth is too far in the past." })
    .nullable()
    .optional(),
  gender: z.enum(GENDERS, { error: "Choose female, male, other or prefer not to say." }).nullable().optional(),
  nationality_id: id("a nationality"),
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,20}$/, "Passport numbers are 5 to 20 letters and digits.")
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  passport_expiry: isoDate("Passport expiry").nullable().optional(),
  address: optionalText(500, "Address"),
  country_id: id("a country of residence").nullable().optional(),
  state_id: id("a state").nullable().optional(),
  city: optionalText(120, "City"),
  study_country_id: id("a study destination"),
  study_level_id: id("a study level"),
  highest_qualification: optionalText(200, "Highest qualification"),
  grade: optionalText(50, "Grade"),
  english_test: z.enum(ENGLISH_TESTS, { error: "Choose IELTS, TOEFL, PTE, Duolingo or none." }).nullable().optional(),
  english_overall: band.nullable().optional(),
  english_bands: z
    .object({
      listening: band.nullable().optional(),
      reading: band.nullable().optional(),
      writing: band.nullable().optional(),
      speaking: band.nullable().optional(),
    })
    .nullable()
    .optional(),
  notes: optionalText(5000, "Notes"),
  // What course matching reads (issue 18); all optional.
  grading_scale: z
    .enum(GRADING_SCALES, { error: "Choose percentage, 4.0 GPA, 10-point CGPA or UK class." })
    .nullable()
    .optional(),
  completed_level_id: id("the level of the studies completed").nullable().optional(),
  completion_year: z.coerce
    .number({ error: "Year of completion is a year." })
    .int("Year of completion is a year.")
    .min(1950, "Year of completion is 1950 or later.")
    .max(new Date().getUTCFullYear() + 1, "Year of completion cannot be more than a year ahead.")
    .nullable()
    .optional(),
  subjects: z
    .array(z.string().trim().min(1).max(60, "A subject is at most 60 characters."))
    .max(20, "At most 20 subjects.")
    .optional(),
  preferred_intakes: z
    .array(z.coerce.number().int().min(1, "Intake months are 1 to 12.").max(12, "Intake months are 1 to 12."))
    .max(12)
    .optional(),
  budget_amount: z.coerce.number().nonnegative("The budget is not negative.").max(10_000_000).nullable().optional(),
  budget_currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, "Currency is a three-letter code such as USD.")
    .nullable()
    .optional(),
  preferred_country_ids: z.array(id("a destination")).max(20, "At most 20 destinations.").optional(),
  preferred_disciplines: z.array(z.string().trim().min(1).max(120)).max(20, "At most 20 disciplines.").optional(),
  // Who looks after the student, and the partner's own labels (issue 20).
  counsellor_id: counsellorField.optional(),
  tags: tagsField.optional(),
});

type Fields = z.infer<typeof studentFields>;

/** Checks that span fields: scores within their test's scale, state needs its country. */
function crossChecks(v: Partial<Fields>, ctx: z.RefinementCtx) {
  const test = v.english_test;
  const scores: [string, number | null | undefined][] = [
    ["english_overall", v.english_overall],
    ...(["listening", "reading", "writing", "speaking"] as const).map((b): [string, number | null | undefined] => [
      `english_bands.${b}`,
      v.english_bands?.[b],
    ]),
  ];
  if (!test || test === "none") {
    for (const [path, value] of scores) {
      if (value !== null && value !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: path.split("."),
          message: "Choose the English test these scores are for.",
        });
      }
    }
  } else {
    const scale = ENGLISH_SCALES[test];
    for (const [path, value] of scores) {
      if (value === null || value === undefined) continue;
      if (value < scale.min || value > scale.max || Math.round(value / scale.step) * scale.step !== value) {
        ctx.addIssue({
          code: "custom",
          path: path.split("."),
          message: `${test} scores go from ${scale.min} to ${scale.max} in steps of ${scale.step}.`,
        });
      }
    }
  }
  if (v.grading_scale && v.grade && gradePercent(v.grading_scale, v.grade) === null) {
    ctx.addIssue({
      code: "custom",
      path: ["grade"],
      message: "Enter the grade on the chosen scale (for example 72, 3.4, 8.1 or 2:1).",
    });
  }
  if (v.budget_amount !== null && v.budget_amount !== undefined && !v.budget_currency) {
    ctx.addIssue({ code: "custom", path: ["budget_currency"], message: "Choose the budget's currency." });
  }
  if (v.state_id && !v.country_id) {
    ctx.addIssue({ code: "custom", path: ["state_id"], message: "Choose the country of residence first." });
  }
}

export const studentCreateBody = studentFields.superRefine(crossChecks);
export type StudentCreateBody = z.input<typeof studentCreateBody>;
export type StudentValues = z.output<typeof studentCreateBody>;

export const studentUpdateBody = studentFields
  .partial()
  .extend({ status: z.enum(STUDENT_STATUSES, { error: "Status is active or archived." }).optional() })
  .superRefine(crossChecks);
export type StudentUpdateBody = z.input<typeof studentUpdateBody>;

const named = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() }).nullable();

export const studentItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  passport_number: z.string().nullable(),
  nationality: named,
  study_country: named,
  study_level: named,
  status: z.string(),
  created_by: named,
  counsellor: named,
  tags: z.array(z.string()),
  applications_count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  created_at: z.string(),
});
export type StudentItem = z.infer<typeof studentItem>;

export const studentDetail = studentItem.extend({
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  passport_expiry: z.string().nullable(),
  address: z.string().nullable(),
  country: named,
  state: named,
  city: z.string().nullable(),
  highest_qualification: z.string().nullable(),
  grade: z.string().nullable(),
  english_test: z.string().nullable(),
  english_overall: z.number().nullable(),
  english_bands: z
    .object({
      listening: z.number().nullable().optional(),
      reading: z.number().nullable().optional(),
      writing: z.number().nullable().optional(),
      speaking: z.number().nullable().optional(),
    })
    .nullable(),
  notes: z.string().nullable(),
  grading_scale: z.string().nullable(),
  completed_level: named,
  completion_year: z.number().int().nullable(),
  subjects: z.array(z.string()),
  preferred_intakes: z.array(z.number().int()),
  budget_amount: z.string().nullable(),
  budget_currency: z.string().nullable(),
  preferred_countries: z.array(z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() })),
  preferred_disciplines: z.array(z.string()),
  /** When the owner erased the student's personal data (issue 37); the row is then a pseudonym. */
  erased_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StudentDetail = z.infer<typeof studentDetail>;

export const STUDENT_ORDERINGS = [
  "created_at",
  "-created_at",
  "last_name",
  "-last_name",
  "first_name",
  "-first_name",
] as const;

export const studentListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  nationality: z.coerce
    .number()
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("nationality must be a country id.")
    .optional(),
  study_country: z.coerce
    .number()
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("study_country must be a country id.")
    .optional(),
  study_level: z.coerce
    .number()
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("study_level must be a study level id.")
    .optional(),
  status: z.enum(STUDENT_STATUSES, { error: "status is active or archived." }).optional(),
  created_by: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("created_by must be a user id.").optional(),
  created_from: isoDate("created_from").optional(),
  created_to: isoDate("created_to").optional(),
  counsellor: counsellorFilter.optional(),
  tag: tagFilter.optional(),
  /**
   * Issue 36: `expiring`: the passport has expired, or expires before the start plus six months of an intake one of
   * the student's open applications is for.
   */
  passport: z.enum(["expiring"], { error: "passport is expiring." }).optional(),
  ordering: z
    .enum(STUDENT_ORDERINGS, { error: `ordering is one of ${STUDENT_ORDERINGS.join(", ")}.` })
    .default("-created_at"),
});
export type StudentListQuery = z.input<typeof studentListQuery>;

/** The students list's filters without paging or ordering: what "all matching" and an export read. */
export const studentFiltersQuery = studentListQuery.omit({ page: true, page_size: true, ordering: true });

export const idParams = z.object({
  id: z.coerce
    .number({ error: "The id must be a number." })
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("The id must be a positive number."),
});
