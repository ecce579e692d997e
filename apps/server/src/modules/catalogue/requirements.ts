import type { CourseRequirementsValues } from "@pp/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseRequirements, studyLevels } from "../../db/schema/index";
import { invalid } from "../../lib/errors";

type Requirements = typeof courseRequirements.$inferSelect;

/** A course's structured requirements as the Superadmin's answers carry them (null: none stated). */
export function requirementsAnswer(r: Requirements | null) {
  if (!r) return null;
  const { course_id: _c, created_at: _a, updated_at: _u, ...rest } = r;
  return rest;
}

/** Refuses a minimum previous level that is not a study level (400 on its field). */
export async function checkRequirements(db: Db, r: CourseRequirementsValues | null | undefined) {
  const id = r?.min_prior_level_id;
  if (id === null || id === undefined) return;
  const [level] = await db
    .select({ id: studyLevels.id })
    .from(studyLevels)
    .where(eq(studyLevels.id, Number(id)));
  if (!level) throw invalid({ "entry_requirements.min_prior_level_id": ["Choose a study level from the list."] });
}

/** The row's columns for these requirements: what is not stated is null. */
export function requirementRow(r: CourseRequirementsValues) {
  return {
    ielts_overall: r.ielts_overall ?? null,
    ielts_min_band: r.ielts_min_band ?? null,
    toefl_ibt: r.toefl_ibt ?? null,
    pte: r.pte ?? null,
    duolingo: r.duolingo ?? null,
    min_prior_level_id: r.min_prior_level_id ?? null,
    min_grade_pct: r.min_grade_pct ?? null,
    required_subjects: r.required_subjects,
    max_gap_years: r.max_gap_years ?? null,
    work_history_accepted: r.work_history_accepted,
    presessional_english: r.presessional_english,
  };
}

/**
 * Writes a course's structured requirements (issue 18) in the caller's unit of work: absent leaves them as they are,
 * null removes them, an object replaces them whole (what it does not state becomes "not stated").
 */
export async function saveRequirements(db: Db, courseId: number, r: CourseRequirementsValues | null | undefined) {
  if (r === undefined) return;
  if (r === null) {
    await db.delete(courseRequirements).where(eq(courseRequirements.course_id, courseId));
    return;
  }
  const values = requirementRow(r);
  await db
    .insert(courseRequirements)
    .values({ course_id: courseId, ...values })
    .onConflictDoUpdate({ target: courseRequirements.course_id, set: { ...values, updated_at: new Date() } });
}
