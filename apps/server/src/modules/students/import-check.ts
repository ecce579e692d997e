import { type StudentValues, studentCreateBody } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { students } from "../../db/schema/index";
import type { FieldErrors } from "../../lib/errors";
import { type ReferenceNames, referenceNames } from "../masters/reference-names";
import type { FileRow, ImportFile } from "./import-file";
import { addError, bodyOf, COLUMN_OF, columnOf, FORMULA } from "./import-row";
import { importLookups } from "./import-words";
import { catalogueDisciplines, referenceProblems, referencesKnown, unknownDisciplines } from "./rules";

/**
 * Checking every row of a students file before anything is written (issue 36). Each cell is read into the value
 * the add-student form would send (references by name or code, lists split on `;`), then the add-student schema
 * and rules judge it (packages/shared studentCreateBody, rules.ts), and duplicates are looked for in the file and
 * among the partner's students. Errors are kept by the file's column, in English; the answer translates them.
 */

export interface CheckedRow {
  line: number;
  cells: FileRow["cells"];
  /** English sentences by column. */
  errors: FieldErrors;
  duplicateOf: { id: number; name: string } | null;
  /** The values to add, when the row has no error. */
  values: StudentValues | null;
  counsellorName: string | null;
}

export interface Checked {
  rows: CheckedRow[];
  valid: number;
  invalid: number;
  names: ReferenceNames;
}

type Existing = { id: number; first_name: string; last_name: string; email: string; passport: string | null };

/** The partner's students that share an e-mail or passport with the file, in one query. */
async function existingDuplicates(db: Db, partnerId: number, emails: string[], passports: string[]) {
  if (emails.length === 0 && passports.length === 0) return [] as Existing[];
  return db
    .select({
      id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      email: sql<string>`lower(${students.email})`,
      passport: sql<string | null>`upper(${students.passport_number})`,
    })
    .from(students)
    .where(
      and(
        eq(students.partner_id, partnerId),
        // Each list as one JSON parameter: a statement's text does not grow with the file.
        sql`(lower(${students.email}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))
             or upper(${students.passport_number}) in (select jsonb_array_elements_text(${JSON.stringify(passports)}::jsonb)))`,
      ),
    );
}

/**
 * Checks every row. `onProgress` is told how many rows are checked every `every` rows (a background job saves it
 * and tells the page); the rows are checked in order, and nothing is written.
 */
export async function checkRows(
  db: Db,
  partnerId: number,
  file: ImportFile,
  onProgress?: (checked: number) => Promise<void>,
  every = 500,
): Promise<Checked> {
  const look = await importLookups(db, partnerId);
  let names = await referenceNames(db);
  const rows: CheckedRow[] = [];
  const parsed: ({ values: StudentValues; disciplines: string[] } | null)[] = [];

  for (const [i, row] of file.rows.entries()) {
    const errors: FieldErrors = {};
    const add = (column: string, message: string) => addError(errors, column, message);
    for (const c of row.formulas) add(c, FORMULA);
    const body = bodyOf(row, look, add);
    const result = studentCreateBody.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = columnOf(issue.path);
        // A cell already refused (a formula, a name that is nothing) says so once.
        if (!errors[column]) add(column, issue.message);
      }
    }
    let values: StudentValues | null = null;
    if (result.success) {
      values = result.data;
      if (!referencesKnown(values, names)) names = await referenceNames(db, true);
      for (const [field, messages] of Object.entries(referenceProblems(values, names)))
        for (const m of messages) add(COLUMN_OF[field] ?? field, m);
    }
    rows.push({
      line: row.line,
      cells: row.cells,
      errors,
      duplicateOf: null,
      values: null,
      counsellorName: null,
    });
    parsed.push(values ? { values, disciplines: values.preferred_disciplines ?? [] } : null);
    if (onProgress && (i + 1) % every === 0 && i + 1 < file.rows.length) await onProgress(i + 1);
  }

  // Disciplines: the catalogue's, all the file's names in one query; kept in the catalogue's spelling.
  const wanted = [...new Set(parsed.flatMap((p) => p?.disciplines ?? []))];
  const spelling = wanted.length ? (await catalogueDisciplines(db, wanted)).spelling : new Map<string, null>();

  // Duplicates: against the partner's students (one query), then within the file (each names another line).
  const emailOf = rows.map((r, i) => (parsed[i]?.values.email ?? r.cells.email ?? "").trim().toLowerCase());
  const passportOf = rows.map((r, i) =>
    (parsed[i] ? (parsed[i].values.passport_number ?? "") : (r.cells.passport_number ?? "")).trim().toUpperCase(),
  );
  const existing = await existingDuplicates(
    db,
    partnerId,
    [...new Set(emailOf.filter(Boolean))],
    [...new Set(passportOf.filter(Boolean))],
  );
  const byEmail = new Map(existing.map((e) => [e.email, e]));
  const byPassport = new Map(existing.filter((e) => e.passport).map((e) => [e.passport!, e]));
  /** For each row, another line of the file with the same key: the first such line, or for the first, the last. */
  const otherLine = (keys: string[]) => {
    const first = new Map<string, number>();
    const last = new Map<string, number>();
    keys.forEach((k, i) => {
      if (!k) return;
      if (!first.has(k)) first.set(k, i);
      last.set(k, i);
    });
    return keys.map((k, i) => {
      if (!k) return undefined;
      const other = first.get(k) === i ? last.get(k) : first.get(k);
      return other === undefined || other === i ? undefined : rows[other]!.line;
    });
  };
  const sameEmail = otherLine(emailOf);
  const samePassport = otherLine(passportOf);

  let valid = 0;
  rows.forEach((r, i) => {
    const add = (column: string, message: string) => addError(r.errors, column, message);
    const p = parsed[i];
    const dupEmail = emailOf[i] ? byEmail.get(emailOf[i]) : undefined;
    const dupPassport = passportOf[i] ? byPassport.get(passportOf[i]) : undefined;
    if (dupEmail) add("email", `${dupEmail.first_name} ${dupEmail.last_name} already has this e-mail.`);
    if (dupPassport)
      add("passport_number", `${dupPassport.first_name} ${dupPassport.last_name} already has this passport number.`);
    const dup = dupEmail ?? dupPassport;
    if (dup) r.duplicateOf = { id: dup.id, name: `${dup.first_name} ${dup.last_name}` };
    const line = sameEmail[i];
    if (line !== undefined) add("email", `Line ${line} of the file has the same e-mail.`);
    const passportLine = samePassport[i];
    if (passportLine !== undefined)
      add("passport_number", `Line ${passportLine} of the file has the same passport number.`);
    if (p?.disciplines.length) {
      const unknown = p.disciplines.filter((d) => !spelling.get(d));
      if (unknown.length) add("preferred_disciplines", unknownDisciplines(unknown));
      else p.values.preferred_disciplines = [...new Set(p.disciplines.map((d) => spelling.get(d)!))];
    }
    if (Object.keys(r.errors).length === 0 && p) {
      r.values = p.values;
      if (p.values.counsellor_id) r.counsellorName = look.person(String(p.values.counsellor_id))?.name ?? null;
      valid += 1;
    }
  });
  if (onProgress) await onProgress(rows.length);
  return { rows, valid, invalid: rows.length - valid, names };
}
