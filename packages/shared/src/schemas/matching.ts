import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { courseItem, disciplineFilter } from "./catalogue";

const id = (what: string) =>
  z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive(`${what} must be an id.`).optional();

/** GET partner/students/{id}/matches/: the course finder's filters and paging (issue 18). */
export const matchListQuery = pageQuery
  .extend({
    search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
    country: id("country"),
    study_level: id("study_level"),
    provider: id("provider"),
    discipline: disciplineFilter,
    intake_month: z.coerce
      .number()
      .int()
      .min(1, "intake_month is 1 to 12.")
      .max(12, "intake_month is 1 to 12.")
      .optional(),
    tuition_min: z.coerce.number().nonnegative("tuition_min is not negative.").optional(),
    tuition_max: z.coerce.number().nonnegative("tuition_max is not negative.").optional(),
  })
  .refine((q) => q.tuition_min === undefined || q.tuition_max === undefined || q.tuition_min <= q.tuition_max, {
    path: ["tuition_max"],
    message: "tuition_max must be at least tuition_min.",
  });
export type MatchListQuery = z.input<typeof matchListQuery>;

export const matchReason = z.object({
  /** `budget`: the tuition against the student's budget, a wish that never changes eligibility. */
  /** `study_level`: the course's own level against the level the student wants (or has completed; issue 35). */
  requirement: z.enum(["study_level", "english", "level", "grade", "subjects", "gap", "budget"]),
  status: z.enum(["met", "not_met", "unknown"]),
  message: z.string(),
});

/** Offer likelihood from our history (issue 18): no `rate` below 20 decided similar applications. */
export const likelihood = z.object({
  /** Percent of `basis` that reached an offer, or null when too few to say. */
  rate: z.number().int().min(0).max(100).nullable(),
  basis: z.number().int().min(0),
  group: z.enum(["provider", "destination_level"]),
  message: z.string(),
});

export const matchItem = z.object({
  course: courseItem,
  /** 0 to 100: eligibility first, then how well it fits the student's preferences. */
  score: z.number().int().min(0).max(100),
  /** `other_level`: not at the level the student wants (or below what they completed): not a match, score 0. */
  eligibility: z.enum(["eligible", "conditional", "not_eligible", "other_level"]),
  reasons: z.array(matchReason),
  /** Which of the student's preferences the course meets. */
  fit: z.object({ destination: z.boolean(), discipline: z.boolean(), intake: z.boolean(), budget: z.boolean() }),
  /** Null beside a course the student cannot enter (not eligible) or does not want (another level). */
  likelihood: likelihood.nullable(),
});
export type MatchItem = z.infer<typeof matchItem>;
