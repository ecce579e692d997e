import type { StudentImportColumn } from "@pp/shared";
import type { FieldErrors } from "../../lib/errors";
import type { FileRow } from "./import-file";
import { codeWords, fold, type ImportLookups } from "./import-words";

/**
 * One row of a students file read into the body the add-student form would send (issue 36): references by name or
 * code, code words in any of the five languages, lists split on `;`. What names nothing known is noted by column;
 * the add-student schema judges the rest (import-check.ts).
 */

/** The schema's field, and the file's column it comes from. */
export const COLUMN_OF: Record<string, StudentImportColumn> = {
  nationality_id: "nationality",
  country_id: "country",
  state_id: "state",
  study_country_id: "study_country",
  study_level_id: "study_level",
  completed_level_id: "completed_level",
  preferred_country_ids: "preferred_countries",
  counsellor_id: "counsellor",
};
export const columnOf = (path: readonly PropertyKey[]): string => {
  const [first, second] = path.map(String);
  if (first === "english_bands" && second) return `english_${second}`;
  return COLUMN_OF[first ?? ""] ?? first ?? "row";
};

/** A list cell: items split on `;` (or line breaks), trimmed, empty ones left out. */
const listOf = (v: string | undefined) =>
  (v ?? "")
    .split(/[;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

export function addError(errors: FieldErrors, column: string, message: string) {
  const list = errors[column] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[column] = list;
}

export const FORMULA = "This cell holds a formula; write the value itself.";

/** Reads one row's cells into the add-student body, noting the cells that name nothing known. */
export function bodyOf(row: FileRow, look: ImportLookups, add: (column: string, message: string) => void) {
  const words = codeWords();
  const skip = new Set<string>(row.formulas);
  const cell = (c: StudentImportColumn) => (skip.has(c) ? undefined : row.cells[c]?.trim() || undefined);
  const present = (c: StudentImportColumn) => c in row.cells && !skip.has(c);
  /** Text fields: an empty cell is no value (null where the field may be cleared). */
  const text = (c: StudentImportColumn) => (present(c) ? (cell(c) ?? null) : undefined);
  const country = (c: StudentImportColumn, v: string | undefined) => {
    if (v === undefined) return undefined;
    const id = look.country(v);
    if (id === undefined) add(c, `No country is called "${v}"; write its name or its ISO code (such as IN or IND).`);
    return id;
  };
  const level = (c: StudentImportColumn) => {
    const v = cell(c);
    if (v === undefined) return undefined;
    const id = look.level(v);
    if (id === undefined) add(c, `No study level is called "${v}"; write it as the list of study levels names it.`);
    return id;
  };
  const word = (c: StudentImportColumn, table: Map<string, string>) => {
    const v = cell(c);
    if (v === undefined) return present(c) ? null : undefined;
    // An unknown word goes to the schema as written: its own sentence lists the choices.
    return table.get(fold(v)) ?? v;
  };

  const body: Record<string, unknown> = {
    first_name: cell("first_name") ?? "",
    last_name: cell("last_name") ?? "",
    email: cell("email") ?? "",
  };
  for (const c of ["phone", "passport_number", "address", "city", "highest_qualification", "grade", "notes"] as const)
    body[c] = text(c);
  for (const c of ["date_of_birth", "passport_expiry", "completion_year", "budget_amount", "budget_currency"] as const)
    body[c] = text(c);
  body.english_overall = text("english_overall");
  const bands = (["listening", "reading", "writing", "speaking"] as const).map((b) => [b, text(`english_${b}`)]);
  if (bands.some(([, v]) => v !== undefined && v !== null)) body.english_bands = Object.fromEntries(bands);
  body.gender = word("gender", words.gender);
  body.english_test = word("english_test", words.test);
  body.grading_scale = word("grading_scale", words.scale);

  const nationality = country("nationality", cell("nationality"));
  if (nationality !== undefined) body.nationality_id = nationality;
  const residence = country("country", cell("country"));
  body.country_id = residence ?? (present("country") && !cell("country") ? null : undefined);
  const destination = country("study_country", cell("study_country"));
  if (destination !== undefined) body.study_country_id = destination;
  const state = cell("state");
  if (state !== undefined && residence !== undefined) {
    const id = look.state(residence, state);
    if (id === undefined) add("state", `No state or province "${state}" is in the country of residence.`);
    else body.state_id = id;
  } else if (state !== undefined && !cell("country")) {
    // The schema's own sentence: a state needs its country.
    body.state_id = 1;
  }
  const studyLevel = level("study_level");
  if (studyLevel !== undefined) body.study_level_id = studyLevel;
  const completed = level("completed_level");
  if (completed !== undefined) body.completed_level_id = completed;

  if (present("subjects")) body.subjects = listOf(cell("subjects"));
  if (present("tags")) body.tags = listOf(cell("tags"));
  if (present("preferred_disciplines")) body.preferred_disciplines = listOf(cell("preferred_disciplines"));
  if (present("preferred_countries")) {
    const ids: number[] = [];
    for (const v of listOf(cell("preferred_countries"))) {
      const id = country("preferred_countries", v);
      if (id !== undefined) ids.push(id);
    }
    body.preferred_country_ids = [...new Set(ids)];
  }
  if (present("preferred_intakes")) {
    const months: number[] = [];
    for (const v of (cell("preferred_intakes") ?? "").split(/[;,\n]/).map((x) => x.trim())) {
      if (!v) continue;
      const m = words.months.get(fold(v).replace(/\.$/, ""));
      if (m === undefined) add("preferred_intakes", `No month is called "${v}"; write 1 to 12 or the month's name.`);
      else months.push(m);
    }
    body.preferred_intakes = [...new Set(months)].sort((a, b) => a - b);
  }
  const counsellor = cell("counsellor");
  if (counsellor !== undefined) {
    const person = look.person(counsellor);
    // Another partner's person is not found, exactly like nobody: never say who exists elsewhere.
    if (!person)
      add("counsellor", `${counsellor} is not one of your team; write your own e-mail or one of your sub-logins'.`);
    else if (!person.active)
      add("counsellor", `${person.name} is disabled; choose an active member of your team as counsellor.`);
    else body.counsellor_id = person.id;
  } else if (present("counsellor")) body.counsellor_id = null;
  return body;
}
