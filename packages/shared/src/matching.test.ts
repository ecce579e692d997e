import { describe, expect, it } from "vitest";
import { type CourseRequirements, evaluateMatch, gradePercent, type MatchStudent, matchScore, SCORE } from "./matching";

const UG = { rank: 6, name: "Undergraduate" };
const MASTERS = { rank: 8, name: "Postgraduate (Master's)" };

/** A postgraduate course asking IELTS 6.5 (6.0 in each band) or the equivalents, a bachelor's with 60%, maths. */
const course = (over: Partial<CourseRequirements> = {}): CourseRequirements => ({
  ielts_overall: 6.5,
  ielts_min_band: 6.0,
  toefl_ibt: 79,
  pte: 58,
  duolingo: 115,
  min_prior_level: UG,
  min_grade_pct: 60,
  required_subjects: ["Mathematics"],
  max_gap_years: 5,
  work_history_accepted: false,
  presessional_english: false,
  ...over,
});

/** A student who meets all of it. */
const student = (over: Partial<MatchStudent> = {}): MatchStudent => ({
  english_test: "IELTS",
  english_overall: 7,
  english_bands: { listening: 7, reading: 6.5, writing: 6, speaking: 7 },
  prior_level: UG,
  grading_scale: "percentage",
  grade: "72%",
  completion_year: 2024,
  subjects: ["mathematics", "Physics"],
  ...over,
});
const YEAR = 2026;
const check = (s: Partial<MatchStudent>, c: Partial<CourseRequirements> = {}) =>
  evaluateMatch(student(s), course(c), YEAR);
const statusOf = (r: ReturnType<typeof check>, requirement: string) =>
  r.reasons.find((x) => x.requirement === requirement)?.status;

describe("grades as percentages", () => {
  it.each([
    ["percentage", "72%", 72],
    ["percentage", "100", 100],
    ["percentage", "101", null],
    ["gpa4", "3.2", 80],
    ["gpa4", "4.0", 100],
    ["gpa4", "4.1", null],
    ["cgpa10", "8", 76],
    ["cgpa10", "10", 95],
    ["cgpa10", "10.5", null],
    ["uk_class", "2:1", 60],
    ["uk_class", "First", 70],
    ["uk_class", "pass", null],
    ["percentage", "good", null],
  ] as const)("%s %s is %s", (scale, grade, pct) => {
    expect(gradePercent(scale, grade)).toBe(pct);
  });
});

describe("eligibility", () => {
  it("a student who meets everything is eligible, each requirement met in a sentence", () => {
    const r = check({});
    expect(r.eligibility).toBe("eligible");
    expect(r.unknowns).toBe(0);
    expect(r.reasons.map((x) => [x.requirement, x.status, x.message])).toEqual([
      ["english", "met", "IELTS 7.0 is at least the 6.5 this course asks for."],
      ["level", "met", "Has completed Undergraduate; this course asks for Undergraduate or higher."],
      ["grade", "met", "Grade 72% meets the 60% minimum."],
      ["subjects", "met", "The student studied Mathematics."],
      ["gap", "met", "Completed their last studies in 2024; this course accepts studies completed in 2021 or later."],
    ]);
  });

  it.each([
    ["IELTS", 6.5, "met"],
    ["IELTS", 6.0, "conditional"],
    ["IELTS", 5.5, "not_eligible"],
    ["TOEFL", 79, "met"],
    ["TOEFL", 71, "conditional"],
    ["TOEFL", 70, "not_eligible"],
    ["PTE", 58, "met"],
    ["PTE", 53, "conditional"],
    ["PTE", 52, "not_eligible"],
    ["Duolingo", 115, "met"],
    ["Duolingo", 105, "conditional"],
    ["Duolingo", 100, "not_eligible"],
  ] as const)("%s %s against the minimum: %s", (test, score, expected) => {
    const r = check({ english_test: test, english_overall: score });
    expect(r.eligibility).toBe(expected === "met" ? "eligible" : expected);
    expect(statusOf(r, "english")).toBe(expected === "met" ? "met" : "not_met");
  });

  it("each single shortfall gives exactly its reason", () => {
    const cases: [Partial<MatchStudent>, string, string][] = [
      [{ english_overall: 5.5 }, "english", "IELTS 5.5 is below the 6.5 this course asks for."],
      [
        { english_bands: { listening: 7, reading: 7, writing: 5, speaking: 7 } },
        "english",
        "The lowest IELTS band, 5.0, is below the 6.0 this course asks for in each band.",
      ],
      [
        { prior_level: { rank: 4, name: "Foundation" } },
        "level",
        "This course asks for Undergraduate or higher; the student has completed Foundation.",
      ],
      [{ grade: "59.5" }, "grade", "Grade 59.5% is below the 60% minimum."],
      [{ subjects: ["Biology"] }, "subjects", "This course asks for Mathematics, not among the student's subjects."],
      [
        { completion_year: 2020 },
        "gap",
        "Completed their last studies in 2020; this course accepts only studies completed in 2021 or later.",
      ],
    ];
    for (const [change, requirement, message] of cases) {
      const r = check(change);
      expect(r.eligibility, message).toBe("not_eligible");
      const short = r.reasons.filter((x) => x.status === "not_met");
      expect(short, message).toEqual([{ requirement, status: "not_met", message }]);
    }
  });

  it("a band half a point short is conditional; pre-sessional English makes any English shortfall conditional", () => {
    expect(check({ english_bands: { listening: 7, reading: 5.5, writing: 7, speaking: 7 } }).eligibility).toBe(
      "conditional",
    );
    expect(check({ english_overall: 5 }, { presessional_english: true }).eligibility).toBe("conditional");
    // Another shortfall beside English is not rescued.
    expect(check({ english_overall: 6, grade: "50" }).eligibility).toBe("not_eligible");
  });

  it("what is not on file is unknown: it does not block, and it counts", () => {
    const r = check({ english_test: null, english_overall: null, grade: null, completion_year: null, subjects: [] });
    expect(r.eligibility).toBe("eligible");
    expect(r.unknowns).toBe(4);
    expect(statusOf(r, "english")).toBe("unknown");
    expect(check({ english_test: "TOEFL", english_overall: 100 }, { toefl_ibt: null }).reasons[0]).toEqual({
      requirement: "english",
      status: "unknown",
      message: "This course states no TOEFL minimum; it asks for IELTS, PTE, Duolingo.",
    });
    // A longer gap where work history counts: unknown, not a refusal.
    expect(statusOf(check({ completion_year: 2015 }, { work_history_accepted: true }), "gap")).toBe("unknown");
  });

  it("a course that states nothing asks nothing", () => {
    const none = {
      ielts_overall: null,
      ielts_min_band: null,
      toefl_ibt: null,
      pte: null,
      duolingo: null,
      min_prior_level: null,
      min_grade_pct: null,
      required_subjects: [],
      max_gap_years: null,
    };
    const r = check({ english_test: null, english_overall: null }, none);
    expect(r).toEqual({
      eligibility: "eligible",
      unknowns: 0,
      reasons: [{ requirement: "english", status: "met", message: "This course asks for no English test." }],
    });
  });

  it("a master's degree meets a bachelor's minimum; grades convert by scale at the boundary", () => {
    expect(statusOf(check({ prior_level: MASTERS }), "level")).toBe("met");
    expect(statusOf(check({ grading_scale: "gpa4", grade: "2.4" }), "grade")).toBe("met");
    expect(statusOf(check({ grading_scale: "gpa4", grade: "2.39" }), "grade")).toBe("not_met");
    expect(statusOf(check({ grading_scale: "uk_class", grade: "2:1" }), "grade")).toBe("met");
    expect(statusOf(check({ grading_scale: "uk_class", grade: "2:2" }), "grade")).toBe("not_met");
  });
});

describe("the level the student wants (issue 35)", () => {
  const FOUNDATION = { rank: 4, name: "Foundation" };
  const PHD = { rank: 10, name: "Doctorate (PhD)" };
  const at = (level: { rank: number; name: string }) => ({ course_level: level });

  it("a course at the wanted level is met; any other level is not a match, whatever else it meets", () => {
    const wants = { wanted_level: MASTERS, prior_level: UG };
    const same = check(wants, at(MASTERS));
    expect(same.eligibility).toBe("eligible");
    expect(same.reasons[0]).toEqual({
      requirement: "study_level",
      status: "met",
      message: "This course is at Postgraduate (Master's) level, the level the student wants.",
    });
    for (const level of [FOUNDATION, UG, PHD]) {
      const other = check(wants, { ...at(level), min_prior_level: null });
      expect(other.eligibility, level.name).toBe("other_level");
      expect(other.reasons[0], level.name).toEqual({
        requirement: "study_level",
        status: "not_met",
        message: `This course is at ${level.name} level; the student wants Postgraduate (Master's).`,
      });
    }
  });

  it("without a wanted level, a course below the level completed is not a match; others say the wish is unknown", () => {
    const below = check({ prior_level: UG }, at(FOUNDATION));
    expect(below.eligibility).toBe("other_level");
    expect(below.reasons[0]?.message).toBe(
      "This course is at Foundation level, below the Undergraduate the student has completed.",
    );
    const above = check({ prior_level: UG }, at(MASTERS));
    expect(above.eligibility).toBe("eligible");
    expect(statusOf(above, "study_level")).toBe("unknown");
    expect(above.unknowns).toBe(1);
  });

  it("another level scores 0 whatever the fit; a course without a known level is not checked", () => {
    const all = { destination: true, discipline: true, intake: true, budget: true };
    expect(matchScore("other_level", 0, all)).toBe(0);
    expect(statusOf(check({ wanted_level: MASTERS }), "study_level")).toBeUndefined();
  });
});

describe("the score", () => {
  it("puts eligibility first, adds the fit to the student's wishes, and takes off for unknowns", () => {
    const all = { destination: true, discipline: true, intake: true, budget: true };
    const none = { destination: false, discipline: false, intake: false, budget: false };
    expect(matchScore("eligible", 0, all)).toBe(100);
    expect(matchScore("eligible", 0, none)).toBe(SCORE.eligible);
    expect(matchScore("conditional", 0, all)).toBeLessThan(matchScore("eligible", 0, none));
    expect(matchScore("not_eligible", 0, all)).toBeLessThan(matchScore("conditional", 0, none));
    expect(matchScore("eligible", 2, none)).toBe(SCORE.eligible - 2 * SCORE.unknown);
    expect(matchScore("not_eligible", 9, none)).toBe(0);
  });
});
