import {
  ENGLISH_SCALES,
  type StudentCreateBody,
  type StudentDetail,
  type StudentUpdateBody,
  studentCreateBody,
  studentUpdateBody,
} from "@pp/shared";
import { translateMessage } from "../../../lib/i18n/server-messages";

type Score = number | string;
export const BANDS = ["listening", "reading", "writing", "speaking"] as const;

/** What the inputs hold: text as strings, select values as string ids (Mantine), empty scores as "". */
export type StudentFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string | null;
  gender: string | null;
  nationality_id: string | null;
  passport_number: string;
  passport_expiry: string | null;
  address: string;
  country_id: string | null;
  state_id: string | null;
  city: string;
  study_country_id: string | null;
  study_level_id: string | null;
  highest_qualification: string;
  grade: string;
  english_test: string | null;
  english_overall: Score;
  english_bands: Record<(typeof BANDS)[number], Score>;
  notes: string;
  status: string;
  // Course matching (issue 18)
  grading_scale: string | null;
  completed_level_id: string | null;
  completion_year: number | string;
  subjects: string[];
  preferred_intakes: string[];
  budget_amount: number | string;
  budget_currency: string | null;
  preferred_country_ids: string[];
  preferred_disciplines: string[];
  // Who looks after the student, and the partner's labels (issue 20)
  counsellor_id: string | null;
  tags: string[];
};

export const emptyStudentValues = (): StudentFormValues => ({
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  date_of_birth: null,
  gender: null,
  nationality_id: null,
  passport_number: "",
  passport_expiry: null,
  address: "",
  country_id: null,
  state_id: null,
  city: "",
  study_country_id: null,
  study_level_id: null,
  highest_qualification: "",
  grade: "",
  english_test: null,
  english_overall: "",
  english_bands: { listening: "", reading: "", writing: "", speaking: "" },
  notes: "",
  status: "active",
  grading_scale: null,
  completed_level_id: null,
  completion_year: "",
  subjects: [],
  preferred_intakes: [],
  budget_amount: "",
  budget_currency: null,
  preferred_country_ids: [],
  preferred_disciplines: [],
  counsellor_id: null,
  tags: [],
});

const idText = (ref: { id: number } | null) => (ref ? String(ref.id) : null);
const scoreText = (v: number | null | undefined): Score => (v === null || v === undefined ? "" : v);

/** A saved student as form values (the profile tab's starting point). */
export function studentToValues(s: StudentDetail): StudentFormValues {
  return {
    first_name: s.first_name,
    last_name: s.last_name,
    email: s.email,
    phone: s.phone ?? "",
    date_of_birth: s.date_of_birth,
    gender: s.gender,
    nationality_id: idText(s.nationality),
    passport_number: s.passport_number ?? "",
    passport_expiry: s.passport_expiry,
    address: s.address ?? "",
    country_id: idText(s.country),
    state_id: idText(s.state),
    city: s.city ?? "",
    study_country_id: idText(s.study_country),
    study_level_id: idText(s.study_level),
    highest_qualification: s.highest_qualification ?? "",
    grade: s.grade ?? "",
    english_test: s.english_test,
    english_overall: scoreText(s.english_overall),
    english_bands: {
      listening: scoreText(s.english_bands?.listening),
      reading: scoreText(s.english_bands?.reading),
      writing: scoreText(s.english_bands?.writing),
      speaking: scoreText(s.english_bands?.speaking),
    },
    notes: s.notes ?? "",
    status: s.status,
    grading_scale: s.grading_scale,
    completed_level_id: idText(s.completed_level),
    completion_year: s.completion_year ?? "",
    subjects: s.subjects,
    preferred_intakes: s.preferred_intakes.map(String),
    budget_amount: s.budget_amount === null ? "" : Number(s.budget_amount),
    budget_currency: s.budget_currency,
    preferred_country_ids: s.preferred_countries.map((c) => String(c.id)),
    preferred_disciplines: s.preferred_disciplines,
    counsellor_id: idText(s.counsellor),
    tags: s.tags,
  };
}

const text = (v: string) => (v.trim() === "" ? null : v);
/** Required ids go out as 0 when empty, so the schema's "Choose …" message names the field. */
const requiredId = (v: string | null) => (v ? Number(v) : 0);
const optionalId = (v: string | null) => (v ? Number(v) : null);
const score = (v: Score) => (v === "" ? null : Number(v));

/** Whether the chosen test has scores (a test other than "none"). */
export const hasEnglishScores = (test: string | null): test is keyof typeof ENGLISH_SCALES =>
  !!test && test in ENGLISH_SCALES;

/** The request body for these values: empty texts as null, ids as numbers, no scores without a test. */
export function valuesToCreateBody(v: StudentFormValues): StudentCreateBody {
  const scored = hasEnglishScores(v.english_test);
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    phone: text(v.phone),
    date_of_birth: v.date_of_birth || null,
    gender: (v.gender || null) as StudentCreateBody["gender"],
    nationality_id: requiredId(v.nationality_id),
    passport_number: text(v.passport_number),
    passport_expiry: v.passport_expiry || null,
    address: text(v.address),
    country_id: optionalId(v.country_id),
    state_id: optionalId(v.state_id),
    city: text(v.city),
    study_country_id: requiredId(v.study_country_id),
    study_level_id: requiredId(v.study_level_id),
    highest_qualification: text(v.highest_qualification),
    grade: text(v.grade),
    english_test: (v.english_test || null) as StudentCreateBody["english_test"],
    english_overall: scored ? score(v.english_overall) : null,
    english_bands: scored
      ? {
          listening: score(v.english_bands.listening),
          reading: score(v.english_bands.reading),
          writing: score(v.english_bands.writing),
          speaking: score(v.english_bands.speaking),
        }
      : null,
    notes: text(v.notes),
    grading_scale: (v.grading_scale || null) as StudentCreateBody["grading_scale"],
    completed_level_id: optionalId(v.completed_level_id),
    completion_year: v.completion_year === "" ? null : Number(v.completion_year),
    subjects: v.subjects,
    preferred_intakes: v.preferred_intakes.map(Number),
    budget_amount: v.budget_amount === "" ? null : Number(v.budget_amount),
    budget_currency: v.budget_currency || null,
    preferred_country_ids: v.preferred_country_ids.map(Number),
    preferred_disciplines: v.preferred_disciplines,
    counsellor_id: optionalId(v.counsellor_id),
    tags: v.tags,
  };
}

/** The PATCH body: every field plus the status. */
export function valuesToUpdateBody(v: StudentFormValues): StudentUpdateBody {
  return { ...valuesToCreateBody(v), status: v.status as StudentUpdateBody["status"] };
}

type Schema = typeof studentCreateBody | typeof studentUpdateBody;

/** One message per bad field, keyed by the form's paths ("email", "english_bands.reading"). */
export function schemaErrors(schema: Schema, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (path && !errors[path]) errors[path] = translateMessage(issue.message);
  }
  return errors;
}

export const validateCreate = (v: StudentFormValues) => schemaErrors(studentCreateBody, valuesToCreateBody(v));
export const validateUpdate = (v: StudentFormValues) => schemaErrors(studentUpdateBody, valuesToUpdateBody(v));
