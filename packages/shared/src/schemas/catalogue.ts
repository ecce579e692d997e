import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

export const PROVIDER_TYPES = ["university", "college", "school", "language_school"] as const;

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const providerItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  country: ref,
  city: z.string().nullable(),
  type: z.string(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  courses_count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});
export type ProviderItem = z.infer<typeof providerItem>;

export const providerDetail = providerItem.extend({
  description: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
});

export const providerListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  country: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("country must be a country id.").optional(),
  type: z.enum(PROVIDER_TYPES, { error: `type is one of ${PROVIDER_TYPES.join(", ")}.` }).optional(),
  ordering: z.enum(["name", "-name"], { error: "ordering is name or -name." }).default("name"),
});

/**
 * The course finder's discipline filter: `discipline` repeated, or one value with commas, each matched whole and
 * case-insensitively (a value with commas also counts whole, so a name with a comma still works). Blank is none.
 */
export const disciplineFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => {
    const out = new Set<string>();
    for (const raw of Array.isArray(v) ? v : [v]) {
      const whole = raw.trim();
      if (whole) out.add(whole);
      if (whole.includes(","))
        for (const part of whole.split(",")) {
          const p = part.trim();
          if (p) out.add(p);
        }
    }
    return [...out];
  })
  .pipe(
    z.array(z.string().max(120, "A discipline is at most 120 characters.")).max(50, "Choose at most 50 disciplines."),
  )
  .optional();

/** GET partner/courses/disciplines/: the disciplines of active courses, each once, in alphabetical order. */
export const disciplineList = z.array(z.string());

export const courseItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  provider: ref,
  country: ref,
  study_level: ref,
  discipline: z.string(),
  duration_months: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  tuition_fee: z.string(),
  currency: z.string(),
  application_fee: z.string(),
  intake_months: z.array(z.number().int().max(INT4_MAX, INT4_MESSAGE)),
  language: z.string(),
});
export type CourseItem = z.infer<typeof courseItem>;

export const courseDetail = courseItem.extend({
  /** The provider's own words; shown only when the course states no structured requirements (issue 35). */
  requirements: z.string().nullable(),
  /**
   * The structured entry requirements as sentences in the caller's language: what course matching checks, so the
   * course page and the comparison say the same minimums as a match does. Empty when none are stated.
   */
  entry_requirements: z.array(z.string()),
  city: z.string().nullable(),
  /** The intakes an application can choose: active, in the course's start months, not yet started. */
  intakes: z.array(
    z.object({
      id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      name: z.string(),
      month: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      year: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      /** The day its applications close (issue 36), YYYY-MM-DD, or null when none is set. */
      closes_on: z.string().nullable(),
    }),
  ),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const COURSE_ORDERINGS = ["name", "-name", "tuition_fee", "-tuition_fee"] as const;

export const courseListQuery = pageQuery
  .extend({
    search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
    country: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("country must be a country id.").optional(),
    study_level: z.coerce
      .number()
      .int()
      .max(INT4_MAX, INT4_MESSAGE)
      .positive("study_level must be a study level id.")
      .optional(),
    provider: z.coerce
      .number()
      .int()
      .max(INT4_MAX, INT4_MESSAGE)
      .positive("provider must be a provider id.")
      .optional(),
    intake_month: z.coerce
      .number()
      .int()
      .max(INT4_MAX, INT4_MESSAGE)
      .min(1, "intake_month is 1 to 12.")
      .max(12, "intake_month is 1 to 12.")
      .optional(),
    discipline: disciplineFilter,
    tuition_min: z.coerce.number().nonnegative("tuition_min is not negative.").optional(),
    tuition_max: z.coerce.number().nonnegative("tuition_max is not negative.").optional(),
    ordering: z.enum(COURSE_ORDERINGS, { error: `ordering is one of ${COURSE_ORDERINGS.join(", ")}.` }).default("name"),
  })
  .refine((q) => q.tuition_min === undefined || q.tuition_max === undefined || q.tuition_min <= q.tuition_max, {
    path: ["tuition_max"],
    message: "tuition_max must be at least tuition_min.",
  });
export type CourseListQuery = z.input<typeof courseListQuery>;
