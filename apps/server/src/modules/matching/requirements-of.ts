// A course's requirement columns to the shared rules' shape: one place for matching and the course page (issue 35).
import type { CourseRequirements } from "@pp/shared/matching";
import type { RankedRow } from "./ranking";

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** A course's requirement columns as the ranking statement and `verdict` read them (numerics may come as text). */
type RequirementColumns = Pick<
  RankedRow,
  | "toefl_ibt"
  | "pte"
  | "duolingo"
  | "min_level_rank"
  | "min_level_name"
  | "required_subjects"
  | "max_gap_years"
  | "work_history_accepted"
  | "presessional_english"
> & {
  course_level_rank?: number | null;
  course_level_name?: string | null;
  ielts_overall: string | number | null;
  ielts_min_band: string | number | null;
  min_grade_pct: string | number | null;
};

/** A course's requirements (and its own level), as the shared rules read them. */
export function requirementsOf(r: RequirementColumns): CourseRequirements {
  return {
    ielts_overall: num(r.ielts_overall),
    ielts_min_band: num(r.ielts_min_band),
    toefl_ibt: r.toefl_ibt,
    pte: r.pte,
    duolingo: r.duolingo,
    min_prior_level:
      r.min_level_rank === null || r.min_level_name === null
        ? null
        : { rank: r.min_level_rank, name: r.min_level_name },
    min_grade_pct: num(r.min_grade_pct),
    required_subjects: r.required_subjects ?? [],
    max_gap_years: r.max_gap_years,
    work_history_accepted: r.work_history_accepted ?? false,
    presessional_english: r.presessional_english ?? false,
    course_level:
      r.course_level_rank === null ||
      r.course_level_rank === undefined ||
      r.course_level_name === null ||
      r.course_level_name === undefined
        ? null
        : { rank: r.course_level_rank, name: r.course_level_name },
  };
}
