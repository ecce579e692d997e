import { describe, expect, it } from "vitest";
import { requirementSentences } from "./course-requirements";
import type { CourseRequirements } from "./matching";

const none: CourseRequirements = {
  ielts_overall: null,
  ielts_min_band: null,
  toefl_ibt: null,
  pte: null,
  duolingo: null,
  min_prior_level: null,
  min_grade_pct: null,
  required_subjects: [],
  max_gap_years: null,
  work_history_accepted: false,
  presessional_english: false,
};

describe("a course's requirements written out (issue 35)", () => {
  it("says every stated requirement with the very minimums matching checks", () => {
    expect(
      requirementSentences({
        ...none,
        ielts_overall: 6.5,
        ielts_min_band: 6,
        toefl_ibt: 79,
        pte: 58,
        duolingo: 115,
        min_prior_level: { rank: 6, name: "Undergraduate" },
        min_grade_pct: 60,
        required_subjects: ["Mathematics", "Physics"],
        max_gap_years: 5,
        work_history_accepted: true,
        presessional_english: true,
      }),
    ).toEqual([
      "English tests accepted: IELTS 6.5, TOEFL iBT 79, PTE Academic 58, Duolingo 115.",
      "IELTS: no band below 6.0.",
      "Pre-sessional English is offered to students a little short of the score.",
      "Previous studies: Undergraduate or higher.",
      "A grade of 60% or more in those studies.",
      "Subjects studied: Mathematics, Physics.",
      "Studies completed within the last 5 years.",
      "A longer gap is considered when it was spent working.",
    ]);
  });

  it("says nothing for a course that states nothing, and one year as a year", () => {
    expect(requirementSentences(none)).toEqual([]);
    expect(requirementSentences({ ...none, max_gap_years: 1 })).toEqual(["Studies completed within the last year."]);
    expect(requirementSentences({ ...none, ielts_overall: 6 })).toEqual(["English tests accepted: IELTS 6.0."]);
  });
});
