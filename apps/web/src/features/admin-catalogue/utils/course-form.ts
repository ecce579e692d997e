import { courseBody } from "@pp/shared";
import type { AdminCourse } from "../api/keys";
import { type Parsed, parseWith } from "./form-errors";

type NumberValue = number | string;

/** What the course form's inputs hold: selects as string ids, empty numbers as "" (Mantine's NumberInput). */
export type CourseFormValues = {
  provider_id: string | null;
  name: string;
  study_level_id: string | null;
  discipline: string;
  duration_months: NumberValue;
  tuition_fee: NumberValue;
  currency: string;
  application_fee: NumberValue;
  intake_months: string[];
  language: string;
  requirements: string;
  /** Issue 36: the day applications close per intake id ("" or absent: none). */
  application_deadlines: Record<string, string>;
  /** Structured entry requirements (issue 18): empty numbers as "", the level as a string id. */
  entry_requirements: {
    ielts_overall: NumberValue;
    ielts_min_band: NumberValue;
    toefl_ibt: NumberValue;
    pte: NumberValue;
    duolingo: NumberValue;
    min_prior_level_id: string | null;
    min_grade_pct: NumberValue;
    required_subjects: string[];
    max_gap_years: NumberValue;
    work_history_accepted: boolean;
    presessional_english: boolean;
  };
};

const noRequirements = (): CourseFormValues["entry_requirements"] => ({
  ielts_overall: "",
  ielts_min_band: "",
  toefl_ibt: "",
  pte: "",
  duolingo: "",
  min_prior_level_id: null,
  min_grade_pct: "",
  required_subjects: [],
  max_gap_years: "",
  work_history_accepted: false,
  presessional_english: false,
});

export const emptyCourseValues = (): CourseFormValues => ({
  provider_id: null,
  name: "",
  study_level_id: null,
  discipline: "",
  duration_months: "",
  tuition_fee: "",
  currency: "",
  application_fee: 0,
  intake_months: [],
  language: "English",
  requirements: "",
  application_deadlines: {},
  entry_requirements: noRequirements(),
});

/** A saved course as form values (amounts without trailing zeros: "21500.00" → 21500). */
export function courseToValues(c: AdminCourse): CourseFormValues {
  return {
    provider_id: String(c.provider_id),
    name: c.name,
    study_level_id: String(c.study_level_id),
    discipline: c.discipline,
    duration_months: c.duration_months,
    tuition_fee: Number(c.tuition_fee),
    currency: c.currency,
    application_fee: Number(c.application_fee),
    intake_months: [...c.intake_months].sort((a, b) => a - b).map(String),
    language: c.language,
    requirements: c.requirements ?? "",
    application_deadlines: deadlinesToValues(c),
    entry_requirements: c.entry_requirements
      ? {
          ielts_overall: c.entry_requirements.ielts_overall ?? "",
          ielts_min_band: c.entry_requirements.ielts_min_band ?? "",
          toefl_ibt: c.entry_requirements.toefl_ibt ?? "",
          pte: c.entry_requirements.pte ?? "",
          duolingo: c.entry_requirements.duolingo ?? "",
          min_prior_level_id:
            c.entry_requirements.min_prior_level_id === null ? null : String(c.entry_requirements.min_prior_level_id),
          min_grade_pct: c.entry_requirements.min_grade_pct ?? "",
          required_subjects: c.entry_requirements.required_subjects,
          max_gap_years: c.entry_requirements.max_gap_years ?? "",
          work_history_accepted: c.entry_requirements.work_history_accepted,
          presessional_english: c.entry_requirements.presessional_english,
        }
      : noRequirements(),
  };
}

/** A course's saved deadlines as the form holds them: intake id → day. */
export function deadlinesToValues(c: Pick<AdminCourse, "application_deadlines">): Record<string, string> {
  return Object.fromEntries(
    (c.application_deadlines ?? []).flatMap((d) => (d.closes_on ? [[String(d.intake_id), d.closes_on]] : [])),
  );
}

/** The requirements as the API takes them: null when the form states none of them (no row, "asks for nothing"). */
function requirementsBody(r: CourseFormValues["entry_requirements"]) {
  const n = (v: NumberValue) => (v === "" || v === null ? null : v);
  const body = {
    ielts_overall: n(r.ielts_overall),
    ielts_min_band: n(r.ielts_min_band),
    toefl_ibt: n(r.toefl_ibt),
    pte: n(r.pte),
    duolingo: n(r.duolingo),
    min_prior_level_id: r.min_prior_level_id ? Number(r.min_prior_level_id) : null,
    min_grade_pct: n(r.min_grade_pct),
    required_subjects: r.required_subjects,
    max_gap_years: n(r.max_gap_years),
    work_history_accepted: r.work_history_accepted,
    presessional_english: r.presessional_english,
  };
  const stated =
    Object.entries(body).some(([k, v]) => k !== "required_subjects" && v !== null && v !== false) ||
    body.required_subjects.length > 0;
  return stated ? body : null;
}

/** An empty number is left out, so the schema says what it wants ("Duration is a number of months."). */
const num = (v: NumberValue) => (v === "" || v === null ? undefined : v);
const id = (v: string | null) => (v ? Number(v) : 0);

/**
 * The request body for these values, checked with the shared `courseBody`; `is_active` is left out (only
 * Deactivate / Activate change it). Intake months go out sorted.
 */
export function parseCourse(
  values: CourseFormValues,
  deadlineIntakes?: readonly number[],
): Parsed<Record<string, unknown>> {
  const parsed = parseWith(courseBody, {
    provider_id: id(values.provider_id),
    name: values.name,
    study_level_id: id(values.study_level_id),
    discipline: values.discipline,
    duration_months: num(values.duration_months),
    tuition_fee: num(values.tuition_fee),
    currency: values.currency,
    application_fee: num(values.application_fee),
    intake_months: values.intake_months.map(Number).sort((a, b) => a - b),
    language: values.language,
    requirements: values.requirements,
    entry_requirements: requirementsBody(values.entry_requirements),
    // The intakes the form shows, each with its day or null (removed): the server checks months and days.
    ...(deadlineIntakes
      ? {
          application_deadlines: deadlineIntakes.map((id) => ({
            intake_id: id,
            closes_on: values.application_deadlines[String(id)] || null,
          })),
        }
      : {}),
  });
  if (!parsed.ok) return parsed;
  const { is_active: _active, ...body } = parsed.body;
  return { ok: true, body };
}

export const validateCourse = (values: CourseFormValues) => {
  const parsed = parseCourse(values);
  return parsed.ok ? {} : parsed.errors;
};
