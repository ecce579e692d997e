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
};

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
  };
}

/** An empty number is left out, so the schema says what it wants ("Duration is a number of months."). */
const num = (v: NumberValue) => (v === "" || v === null ? undefined : v);
const id = (v: string | null) => (v ? Number(v) : 0);

/**
 * The request body for these values, checked with the shared `courseBody`; `is_active` is left out (only
 * Deactivate / Activate change it). Intake months go out sorted.
 */
export function parseCourse(values: CourseFormValues): Parsed<Record<string, unknown>> {
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
  });
  if (!parsed.ok) return parsed;
  const { is_active: _active, ...body } = parsed.body;
  return { ok: true, body };
}

export const validateCourse = (values: CourseFormValues) => {
  const parsed = parseCourse(values);
  return parsed.ok ? {} : parsed.errors;
};
