/**
 * A course's structured entry requirements written out for people (issue 35): the one source the course page, the
 * shortlist's comparison and matching all read, so that a minimum said in one place is the minimum everywhere. The
 * server answers these sentences in the caller's language through the message catalogs.
 */
import { type CourseRequirements, num } from "./matching";

/** Each stated requirement as a sentence, in a fixed order; none when the course states none. */
export function requirementSentences(r: CourseRequirements): string[] {
  const lines: string[] = [];
  const tests = [
    r.ielts_overall === null ? null : `IELTS ${num(r.ielts_overall, true)}`,
    r.toefl_ibt === null ? null : `TOEFL iBT ${r.toefl_ibt}`,
    r.pte === null ? null : `PTE Academic ${r.pte}`,
    r.duolingo === null ? null : `Duolingo ${r.duolingo}`,
  ].filter((x): x is string => x !== null);
  if (tests.length) lines.push(`English tests accepted: ${tests.join(", ")}.`);
  if (r.ielts_min_band !== null) lines.push(`IELTS: no band below ${num(r.ielts_min_band, true)}.`);
  if (r.presessional_english) lines.push("Pre-sessional English is offered to students a little short of the score.");
  if (r.min_prior_level) lines.push(`Previous studies: ${r.min_prior_level.name} or higher.`);
  if (r.min_grade_pct !== null) lines.push(`A grade of ${num(r.min_grade_pct)}% or more in those studies.`);
  if (r.required_subjects.length) lines.push(`Subjects studied: ${r.required_subjects.join(", ")}.`);
  if (r.max_gap_years !== null) {
    const years = r.max_gap_years;
    lines.push(
      years === 0
        ? "Studies completed this year."
        : years === 1
          ? "Studies completed within the last year."
          : `Studies completed within the last ${years} years.`,
    );
    if (r.work_history_accepted) lines.push("A longer gap is considered when it was spent working.");
  }
  return lines;
}
