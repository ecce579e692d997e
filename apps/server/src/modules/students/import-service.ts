import { Readable } from "node:stream";
import { STUDENT_IMPORT_COLUMNS, type StudentImportColumn, type StudentImportRow } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import type { Db } from "../../db/client";
import { students } from "../../db/schema/index";
import { AppError } from "../../lib/errors";
import { phrase, translateMessage } from "../../lib/messages";
import { isUniqueViolation } from "../../lib/sql";
import { recordAudits } from "../audit/service";
import type { Cell } from "../reports/source-kit";
import { reportStream } from "../reports/writers";
import type { WebhookEmitter } from "../webhooks/emitter";
import { insertedDetail } from "./answers";
import type { Checked } from "./import-check";
import type { ImportFile, ImportFormat } from "./import-file";
import { studentRowValues } from "./rules";

/** Students written per INSERT statement (about 40 values each, well under PostgreSQL's 65,535 parameters). */
export const IMPORT_BATCH = 500;

export const IMPORT_CLASHED =
  "Another student with one of these e-mails or passport numbers was added while the file was imported; nothing was imported. Check the file again.";

export interface Importer {
  partnerId: number;
  /** Null when the person who queued a background import has since been deleted. */
  userId: number | null;
  /** The person's name (the students' creator); null for an API key's owner when unknown. */
  name: string | null;
}

/** Each row as the answer shows it: its cells, its errors in the reader's language, what it became. */
export function presentRows(checked: Checked, language: LanguageCode, ids: number[] = []): StudentImportRow[] {
  let n = 0;
  return checked.rows.map((r) => ({
    line: r.line,
    values: Object.fromEntries(Object.entries(r.cells).map(([k, v]) => [k, v ?? ""])),
    errors: translated(r.errors, language),
    duplicate_of: r.duplicateOf,
    student_id: r.values && ids.length ? (ids[n++] ?? null) : null,
  }));
}

export const translated = (errors: Record<string, string[]>, language: LanguageCode) =>
  Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((m) => translateMessage(m, language))]));

/** The refusal of a commit when rows have errors: each line's errors, in the reader's language. */
export function rowsRefused(checked: Checked, language: LanguageCode) {
  const bad = checked.rows.filter((r) => Object.keys(r.errors).length);
  const sentence =
    checked.invalid === 1
      ? "Nothing was imported: 1 row has errors."
      : `Nothing was imported: ${checked.invalid} rows have errors.`;
  return new AppError(
    422,
    sentence,
    Object.fromEntries(
      bad
        .slice(0, 200)
        .map((r) => [
          `line ${r.line}`,
          Object.entries(translated(r.errors, language)).map(([c, m]) => `${c}: ${m.join(" ")}`),
        ]),
    ),
  );
}

/**
 * Writes every checked row as a student, in the caller's unit of work: INSERTs of IMPORT_BATCH rows, one audit entry
 * per student, and `student.created` for each to the partner's listening endpoints (their deliveries commit with
 * the students, and leave only then). A student added meanwhile with the same e-mail or passport meets the unique
 * index: the unit fails whole and nothing is imported. Returns the new ids in the file's order.
 */
export async function writeStudents(
  deps: { db: Db; webhooks: WebhookEmitter },
  who: Importer,
  checked: Checked,
  a: { fileName: string; ip: string | null; onProgress?: (written: number) => Promise<void> },
): Promise<number[]> {
  const { db } = deps;
  const valid = checked.rows.filter((r) => r.values);
  const inserted: (typeof students.$inferSelect)[] = [];
  try {
    for (let i = 0; i < valid.length; i += IMPORT_BATCH) {
      const batch = valid.slice(i, i + IMPORT_BATCH);
      const rows = await db
        .insert(students)
        .values(
          batch.map((r) => ({
            ...(studentRowValues(r.values!) as typeof students.$inferInsert),
            partner_id: who.partnerId,
            created_by: who.userId,
          })),
        )
        .returning();
      // Each row back to its line by its e-mail, unique within the partner.
      const byEmail = new Map(rows.map((s) => [s.email.toLowerCase(), s]));
      const ordered = batch.map((r) => byEmail.get(r.values!.email.toLowerCase())!);
      inserted.push(...ordered);
      await recordAudits(
        db,
        ordered.map((s, j) => ({
          actor_user_id: who.userId,
          partner_id: who.partnerId,
          action: "student.import",
          entity: "student",
          entity_id: String(s.id),
          details: { after: batch[j]!.values, file_name: a.fileName, line: batch[j]!.line },
          ip: a.ip,
        })),
      );
      await a.onProgress?.(inserted.length);
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, IMPORT_CLASHED);
    throw err;
  }
  const counsellors = new Map(valid.map((r, i) => [inserted[i]!.id, r.counsellorName]));
  await deps.webhooks.emitMany(who.partnerId, "student.created", async () =>
    inserted.map((s) => ({
      student: insertedDetail(s, checked.names, who.name, counsellors.get(s.id) ?? null),
    })),
  );
  return inserted.map((s) => s.id);
}

/** What happened to one row, for the result file's added column. */
function outcomeText(
  r: Checked["rows"][number],
  id: number | undefined,
  how: "checked" | "imported" | "refused",
  t: (s: string) => string,
) {
  const problems = Object.entries(r.errors).flatMap(([c, list]) => list.map((m) => `${c}: ${t(m)}`));
  if (problems.length) return `${t(phrase("Not imported"))}: ${problems.join(" ")}`;
  if (how === "imported" && id !== undefined) return t(`Imported as student ${id}.`);
  if (how === "refused") return t("Not imported: other rows of the file have errors.");
  return t("Ready to import.");
}

/** The uploaded file again, with a last column saying what happened to each row, in the reader's language. */
export async function resultFile(
  file: ImportFile,
  checked: Checked,
  how: "checked" | "imported" | "refused",
  ids: number[],
  language: LanguageCode,
): Promise<Buffer> {
  const t = (s: string) => translateMessage(s, language);
  const columns = [
    ...file.header.map((label, i) => ({ label, type: file.columns[i] === "phone" ? ("phone" as const) : undefined })),
    { label: t(phrase("Import result")) },
  ];
  let n = 0;
  const rows: Cell[][] = checked.rows.map((r, i) => {
    const id = r.values && how === "imported" ? ids[n++] : undefined;
    return [...file.raw[i]!, outcomeText(r, id, how, t)];
  });
  async function* batches() {
    for (let i = 0; i < rows.length; i += IMPORT_BATCH) yield rows.slice(i, i + IMPORT_BATCH);
  }
  const stream = reportStream(file.format, columns, batches(), undefined, t(phrase("Students")));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** An example row of the template: every column filled as the seeded reference data accepts it. */
const EXAMPLE: Record<StudentImportColumn, string> = {
  first_name: "Amina",
  last_name: "Rahman",
  email: "amina.rahman@example.com",
  phone: "+91 98765 43210",
  date_of_birth: "2004-03-14",
  gender: "female",
  nationality: "India",
  passport_number: "P1234567",
  passport_expiry: "2031-06-30",
  address: "12 MG Road",
  country: "IN",
  state: "Karnataka",
  city: "Bengaluru",
  study_country: "United Kingdom",
  study_level: "Postgraduate (Master's)",
  highest_qualification: "Bachelor of Commerce",
  grade: "72",
  english_test: "IELTS",
  english_overall: "7",
  english_listening: "7.5",
  english_reading: "7",
  english_writing: "6.5",
  english_speaking: "7",
  notes: "",
  grading_scale: "percentage",
  completed_level: "Undergraduate",
  completion_year: "2025",
  subjects: "Accounting; Economics",
  preferred_intakes: "September; January",
  budget_amount: "25000",
  budget_currency: "GBP",
  preferred_countries: "GB; IE",
  preferred_disciplines: "Business",
  counsellor: "",
  tags: "Spring fair",
};

/** The template: the header and one example row, as CSV (UTF-8) or XLSX. */
export async function importTemplate(format: ImportFormat): Promise<Buffer> {
  const file: ImportFile = {
    format,
    header: [...STUDENT_IMPORT_COLUMNS],
    columns: [...STUDENT_IMPORT_COLUMNS],
    rows: [],
    raw: [],
  };
  const columns = file.header.map((label) => ({ label, type: label === "phone" ? ("phone" as const) : undefined }));
  const stream = reportStream(
    format,
    columns,
    Readable.from([[STUDENT_IMPORT_COLUMNS.map((c) => EXAMPLE[c])]]),
    undefined,
    "Students",
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
