/**
 * Course matching (issue 18): a student against a course's structured entry requirements, in plain sentences. The
 * server ranks the whole catalogue with the same rules in SQL (apps/server/src/modules/matching/) and explains the
 * page it answers with these functions; a test holds the two to the same answers.
 */

export const GRADING_SCALES = ["percentage", "gpa4", "cgpa10", "uk_class"] as const;
export type GradingScale = (typeof GRADING_SCALES)[number];

/** UK degree classes as the student form offers them, and the percentage each stands for. */
export const UK_CLASSES: Record<string, number> = { first: 70, "2:1": 60, "2:2": 50, third: 40 };

/**
 * A grade as a percentage, by its scale (docs/decisions/024): a percentage as is; a 4.0 GPA × 25; a 10-point CGPA
 * × 9.5 (the conversion Indian boards and universities publish); a UK class by `UK_CLASSES`. Null when the grade
 * cannot be read on its scale.
 */
export function gradePercent(scale: GradingScale | null | undefined, grade: string | null | undefined): number | null {
  if (!scale || !grade) return null;
  const text = grade.trim().toLowerCase();
  if (scale === "uk_class") return UK_CLASSES[text] ?? null;
  const n = Number(text.replace(/%$/, ""));
  if (!Number.isFinite(n) || n < 0) return null;
  if (scale === "percentage") return n <= 100 ? n : null;
  if (scale === "gpa4") return n <= 4 ? Math.round(n * 2500) / 100 : null;
  return n <= 10 ? Math.round(n * 950) / 100 : null;
}

export const ENGLISH_REQUIREMENT_TESTS = ["IELTS", "TOEFL", "PTE", "Duolingo"] as const;
export type EnglishTest = (typeof ENGLISH_REQUIREMENT_TESTS)[number];

/** How far below a course's minimum still counts as "conditional" (about half an IELTS band on each scale). */
export const CONDITIONAL_MARGIN: Record<EnglishTest, number> = { IELTS: 0.5, TOEFL: 8, PTE: 5, Duolingo: 10 };

export interface CourseRequirements {
  ielts_overall: number | null;
  ielts_min_band: number | null;
  toefl_ibt: number | null;
  pte: number | null;
  duolingo: number | null;
  /** The lowest previous study level accepted, as its rank (study_levels.sort_order) and name. */
  min_prior_level: { rank: number; name: string } | null;
  min_grade_pct: number | null;
  required_subjects: string[];
  /** The longest gap since the last studies it accepts, in years; null: any. */
  max_gap_years: number | null;
  /** A longer gap is considered when it was spent working. */
  work_history_accepted: boolean;
  presessional_english: boolean;
  /**
   * The level the course itself is at (its study level's rank and name; issue 35): matched against the level the
   * student wants and the level they completed. Absent or null: not known, not checked.
   */
  course_level?: { rank: number; name: string } | null;
}

export interface MatchStudent {
  english_test: string | null;
  english_overall: number | null;
  english_bands: Partial<Record<"listening" | "reading" | "writing" | "speaking", number | null>> | null;
  prior_level: { rank: number; name: string } | null;
  /** The level the student wants to study at (the student's study level; issue 35). */
  wanted_level?: { rank: number; name: string } | null;
  grading_scale: GradingScale | null;
  grade: string | null;
  completion_year: number | null;
  subjects: string[];
}

export type ReasonStatus = "met" | "not_met" | "unknown";
/** `budget` is a wish, not a requirement: its reason is told (tuition against the budget) but never changes eligibility. */
/** `study_level`: the course's own level against the level the student wants and has completed (issue 35). */
export type RequirementKind = "study_level" | "english" | "level" | "grade" | "subjects" | "gap" | "budget";
export interface MatchReason {
  requirement: RequirementKind;
  status: ReasonStatus;
  /** A sentence in English; the API answers it in the caller's language through the message catalogs. */
  message: string;
}
/** `other_level`: the course is not at the level the student wants, or below what they completed: not a match. */
export type Eligibility = "eligible" | "conditional" | "not_eligible" | "other_level";

const minimumFor = (r: CourseRequirements, test: EnglishTest): number | null =>
  test === "IELTS" ? r.ielts_overall : test === "TOEFL" ? r.toefl_ibt : test === "PTE" ? r.pte : r.duolingo;

/** A number as people write it; IELTS scores always with their one decimal ("7.0", as test reports print them). */
export const num = (n: number, oneDecimal = false) => (oneDecimal || !Number.isInteger(n) ? n.toFixed(1) : String(n));
const isEnglishTest = (t: string | null): t is EnglishTest =>
  t !== null && (ENGLISH_REQUIREMENT_TESTS as readonly string[]).includes(t);

/** The English check: met, not met (with whether it is close enough for a conditional offer), or unknown. */
function english(s: MatchStudent, r: CourseRequirements): MatchReason & { conditional: boolean } {
  const asked = ENGLISH_REQUIREMENT_TESTS.filter((t) => minimumFor(r, t) !== null);
  const reason = (status: ReasonStatus, message: string, conditional = false) => ({
    requirement: "english" as const,
    status,
    message,
    conditional,
  });
  if (asked.length === 0) return reason("met", "This course asks for no English test.");
  const test = s.english_test;
  if (!isEnglishTest(test) || s.english_overall === null) {
    return reason("unknown", "No English test score is on file for this student.");
  }
  const minimum = minimumFor(r, test);
  if (minimum === null)
    return reason("unknown", `This course states no ${test} minimum; it asks for ${asked.join(", ")}.`);
  const score = s.english_overall;
  const ielts = test === "IELTS";
  if (score < minimum) {
    const close = minimum - score <= CONDITIONAL_MARGIN[test] || r.presessional_english;
    return reason(
      "not_met",
      `${test} ${num(score, ielts)} is below the ${num(minimum, ielts)} this course asks for.`,
      close,
    );
  }
  if (test === "IELTS" && r.ielts_min_band !== null) {
    const bands = Object.values(s.english_bands ?? {}).filter((b): b is number => typeof b === "number");
    if (bands.length === 0) {
      return reason(
        "unknown",
        `IELTS ${num(score, true)} meets the ${num(minimum, true)} overall; the band scores are not on file.`,
      );
    }
    const lowest = Math.min(...bands);
    if (lowest < r.ielts_min_band) {
      const close = r.ielts_min_band - lowest <= CONDITIONAL_MARGIN.IELTS || r.presessional_english;
      return reason(
        "not_met",
        `The lowest IELTS band, ${num(lowest, true)}, is below the ${num(r.ielts_min_band, true)} this course asks for in each band.`,
        close,
      );
    }
  }
  return reason("met", `${test} ${num(score, ielts)} is at least the ${num(minimum, ielts)} this course asks for.`);
}

function level(s: MatchStudent, r: CourseRequirements): MatchReason | null {
  if (!r.min_prior_level) return null;
  const requirement = "level" as const;
  if (!s.prior_level) {
    return { requirement, status: "unknown", message: "The student's previous level of study is not on file." };
  }
  return s.prior_level.rank >= r.min_prior_level.rank
    ? {
        requirement,
        status: "met",
        message: `Has completed ${s.prior_level.name}; this course asks for ${r.min_prior_level.name} or higher.`,
      }
    : {
        requirement,
        status: "not_met",
        message: `This course asks for ${r.min_prior_level.name} or higher; the student has completed ${s.prior_level.name}.`,
      };
}

function grade(s: MatchStudent, r: CourseRequirements): MatchReason | null {
  if (r.min_grade_pct === null) return null;
  const requirement = "grade" as const;
  const pct = gradePercent(s.grading_scale, s.grade);
  if (pct === null)
    return { requirement, status: "unknown", message: "The student's grade is not on file on a known scale." };
  return pct >= r.min_grade_pct
    ? { requirement, status: "met", message: `Grade ${num(pct)}% meets the ${num(r.min_grade_pct)}% minimum.` }
    : { requirement, status: "not_met", message: `Grade ${num(pct)}% is below the ${num(r.min_grade_pct)}% minimum.` };
}

/**
 * A subject as it is kept and compared: trimmed, single-spaced, each word capitalised ("computer  science" is
 * "Computer Science"). Courses' required subjects are stored this way, so the server compares them in one step.
 */
export const subjectKey = (subject: string) =>
  subject
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");

function subjects(s: MatchStudent, r: CourseRequirements): MatchReason | null {
  if (r.required_subjects.length === 0) return null;
  const requirement = "subjects" as const;
  if (s.subjects.length === 0)
    return { requirement, status: "unknown", message: "The student's subjects are not on file." };
  const have = new Set(s.subjects.map(subjectKey));
  const missing = r.required_subjects.filter((x) => !have.has(x));
  return missing.length === 0
    ? { requirement, status: "met", message: `The student studied ${r.required_subjects.join(", ")}.` }
    : {
        requirement,
        status: "not_met",
        message: `This course asks for ${missing.join(", ")}, not among the student's subjects.`,
      };
}

function gap(s: MatchStudent, r: CourseRequirements, year: number): MatchReason | null {
  if (r.max_gap_years === null) return null;
  const requirement = "gap" as const;
  const completed = s.completion_year;
  if (completed === null) {
    return { requirement, status: "unknown", message: "The year the student completed their studies is not on file." };
  }
  // Said with years, not a count of years: "completed in 2021; studies completed in 2018 or later" reads at once and
  // needs no plural.
  const earliest = year - r.max_gap_years;
  if (completed >= earliest) {
    return {
      requirement,
      status: "met",
      message: `Completed their last studies in ${completed}; this course accepts studies completed in ${earliest} or later.`,
    };
  }
  return r.work_history_accepted
    ? {
        requirement,
        status: "unknown",
        message: `Completed their last studies in ${completed}; this course accepts studies completed in ${earliest} or later, or a longer gap spent working.`,
      }
    : {
        requirement,
        status: "not_met",
        message: `Completed their last studies in ${completed}; this course accepts only studies completed in ${earliest} or later.`,
      };
}

/**
 * The course's own level against what the student wants and has done (issue 35). The level they want decides: any
 * other level is not a match. Without a wanted level, a course below the level they completed is not one either.
 */
function studyLevel(s: MatchStudent, r: CourseRequirements): MatchReason | null {
  const course = r.course_level;
  if (!course) return null;
  const requirement = "study_level" as const;
  const wanted = s.wanted_level;
  if (wanted) {
    return course.rank === wanted.rank
      ? { requirement, status: "met", message: `This course is at ${course.name} level, the level the student wants.` }
      : {
          requirement,
          status: "not_met",
          message: `This course is at ${course.name} level; the student wants ${wanted.name}.`,
        };
  }
  if (s.prior_level && course.rank < s.prior_level.rank) {
    return {
      requirement,
      status: "not_met",
      message: `This course is at ${course.name} level, below the ${s.prior_level.name} the student has completed.`,
    };
  }
  return { requirement, status: "unknown", message: "The level the student wants to study at is not on file." };
}

/**
 * The student against one course: each requirement with its status and sentence, and the verdict. Another level (not a
 * match, score 0) when the course is not at the level the student wants; otherwise not eligible when any requirement
 * is not met, except English alone within the conditional margin (or with pre-sessional English on
 * offer), which is conditional; unknowns do not block but lower the score.
 */
export function evaluateMatch(s: MatchStudent, r: CourseRequirements, year = new Date().getUTCFullYear()) {
  const en = english(s, r);
  const wanted = studyLevel(s, r);
  const reasons: MatchReason[] = [
    ...(wanted ? [wanted] : []),
    { requirement: en.requirement, status: en.status, message: en.message },
    ...[level(s, r), grade(s, r), subjects(s, r), gap(s, r, year)].filter((x): x is MatchReason => x !== null),
  ];
  const othersShort = reasons.some(
    (x) => x.requirement !== "english" && x.requirement !== "study_level" && x.status === "not_met",
  );
  const eligibility: Eligibility =
    wanted?.status === "not_met"
      ? "other_level"
      : othersShort
        ? "not_eligible"
        : en.status === "not_met"
          ? en.conditional
            ? "conditional"
            : "not_eligible"
          : "eligible";
  const unknowns = reasons.filter((x) => x.status === "unknown").length;
  return { eligibility, reasons, unknowns };
}

export interface Preferences {
  destination: boolean;
  discipline: boolean;
  intake: boolean;
  /** Tuition within the budget (false when over it or either is unknown). */
  budget: boolean;
}

/**
 * The weights of the score (0 to 100), as the server's SQL computes it too. Eligibility comes first: the best fit
 * to the student's wishes (28) never lifts a course above one of the next better verdict.
 */
export const SCORE = {
  eligible: 72,
  conditional: 40,
  not_eligible: 10,
  /** Not a match at all: the score is 0 whatever the fit (matchScore). */
  other_level: 0,
  destination: 10,
  discipline: 8,
  intake: 5,
  budget: 5,
  unknown: 3,
} as const;

export function matchScore(eligibility: Eligibility, unknowns: number, p: Preferences): number {
  if (eligibility === "other_level") return 0;
  const fit =
    (p.destination ? SCORE.destination : 0) +
    (p.discipline ? SCORE.discipline : 0) +
    (p.intake ? SCORE.intake : 0) +
    (p.budget ? SCORE.budget : 0);
  return Math.max(0, Math.min(100, SCORE[eligibility] + fit - SCORE.unknown * unknowns));
}
