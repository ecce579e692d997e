import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Importing students from a spreadsheet (issue 36): the file's columns, its limits and the answers. */

/** The most rows one file may hold. */
export const STUDENT_IMPORT_MAX_ROWS = 10_000;
/** Files with more rows than this are checked and imported by a background job. */
export const STUDENT_IMPORT_SYNC_ROWS = 500;
/** The largest file accepted (10,000 full rows with notes stay well under it). */
export const STUDENT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The columns of the file, in the template's order: every field of the add-student form. References are written
 * by name or code (a country as "India", "IN", "IND" or its name in any of the five languages), lists with `;`.
 */
export const STUDENT_IMPORT_COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "date_of_birth",
  "gender",
  "nationality",
  "passport_number",
  "passport_expiry",
  "address",
  "country",
  "state",
  "city",
  "study_country",
  "study_level",
  "highest_qualification",
  "grade",
  "english_test",
  "english_overall",
  "english_listening",
  "english_reading",
  "english_writing",
  "english_speaking",
  "notes",
  // The matching profile (issue 18), all optional.
  "grading_scale",
  "completed_level",
  "completion_year",
  "subjects",
  "preferred_intakes",
  "budget_amount",
  "budget_currency",
  "preferred_countries",
  "preferred_disciplines",
  // Who looks after the student, and the partner's labels (issue 20).
  "counsellor",
  "tags",
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

/** Columns the header must have; every other column may be left out of the file. */
export const STUDENT_IMPORT_REQUIRED: readonly StudentImportColumn[] = [
  "first_name",
  "last_name",
  "email",
  "nationality",
  "study_country",
  "study_level",
];

/** The matching profile's columns: optional, as on the form. */
export const STUDENT_IMPORT_MATCHING: readonly StudentImportColumn[] = [
  "grading_scale",
  "completed_level",
  "completion_year",
  "subjects",
  "preferred_intakes",
  "budget_amount",
  "budget_currency",
  "preferred_countries",
  "preferred_disciplines",
];

export const isStudentImportColumn = (v: string): v is StudentImportColumn =>
  (STUDENT_IMPORT_COLUMNS as readonly string[]).includes(v);

export const studentImportQuery = z.object({
  commit: z.enum(["true", "false"], { error: "commit is true or false." }).default("false"),
});

export const studentImportTemplateQuery = z.object({
  format: z.enum(["csv", "xlsx"], { error: "format is csv or xlsx." }).default("csv"),
});

const count = z.number().int().min(0).max(INT4_MAX, INT4_MESSAGE);

/** One row of the file as checked: its line, its cells as written, each column's errors, what it became. */
export const studentImportRow = z.object({
  line: count,
  values: z.record(z.string(), z.string()),
  /** By column; each message in the reader's language. */
  errors: z.record(z.string(), z.array(z.string())),
  /** The partner's student this row repeats (same e-mail or passport), named. */
  duplicate_of: z.object({ id: count, name: z.string() }).nullable(),
  /** The student the row was imported as. */
  student_id: count.nullable(),
});
export type StudentImportRow = z.infer<typeof studentImportRow>;

/** The answer of a file checked (and imported) in the request: every row. */
export const studentImportResult = z.object({
  total: count,
  valid: count,
  invalid: count,
  committed: z.boolean(),
  created: count,
  rows: z.array(studentImportRow),
});
export type StudentImportResult = z.infer<typeof studentImportResult>;

export const STUDENT_IMPORT_STATUSES = ["queued", "checking", "importing", "done", "failed"] as const;
export type StudentImportStatus = (typeof STUDENT_IMPORT_STATUSES)[number];

/** How many rows with errors a background job keeps for the screen; the result file has them all. */
export const STUDENT_IMPORT_PROBLEMS_KEPT = 200;

/** A file checked (and imported) by a background job: its progress, its counts and its result file. */
export const studentImportJob = z.object({
  id: count,
  status: z.enum(STUDENT_IMPORT_STATUSES),
  commit: z.boolean(),
  file_name: z.string(),
  total_rows: count,
  rows_checked: count,
  rows_imported: count,
  valid: count,
  invalid: count,
  committed: z.boolean(),
  created: count,
  /** The first rows with errors (at most STUDENT_IMPORT_PROBLEMS_KEPT), without their cells. */
  problems: z.array(studentImportRow.omit({ values: true })),
  /** Why the job failed, in the reader's language. */
  error: z.string().nullable(),
  /** The file with a column saying what happened to each row, once the job is done. */
  result_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type StudentImportJob = z.infer<typeof studentImportJob>;
