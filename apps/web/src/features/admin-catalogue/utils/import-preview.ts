import { COURSE_IMPORT_COLUMNS, COURSE_IMPORT_OPTIONAL, type ImportPreview } from "@pp/shared";
import { spreadsheetProblem } from "../../../components/spreadsheet-import/spreadsheet-dropzone";
import { isApiError } from "../../../lib/api-error";

export type ImportColumn = (typeof COURSE_IMPORT_COLUMNS)[number];
export type ImportRow = ImportPreview["rows"][number];

/** Columns a file may leave out (the server fills them: 0, none, English). */
export const OPTIONAL_COLUMNS: readonly ImportColumn[] = COURSE_IMPORT_OPTIONAL;

export const isImportColumn = (v: string): v is ImportColumn =>
  (COURSE_IMPORT_COLUMNS as readonly string[]).includes(v);

/** The largest file the server reads (5 MB, as the server's limit). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen courses file is refused before it is sent (its name too), or null. */
export const importFileProblem = (file: { name: string; size: number }) =>
  spreadsheetProblem(file, IMPORT_MAX_BYTES, true);

export const rowHasErrors = (row: ImportRow) => Object.values(row.errors).some((list) => list.length > 0);

/** The row's problems, one per message, in the template's column order (anything else last). */
export function rowProblems(row: ImportRow): { field: string; message: string }[] {
  const rank = (f: string) => (isImportColumn(f) ? COURSE_IMPORT_COLUMNS.indexOf(f) : COURSE_IMPORT_COLUMNS.length);
  return Object.entries(row.errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([field, list]) => list.map((message) => ({ field, message })));
}

/** Whether any of these fields of the row has an error (to highlight the cell that shows them). */
export const cellHasError = (row: ImportRow, fields: readonly string[]) =>
  fields.some((f) => (row.errors[f]?.length ?? 0) > 0);

export type RowFilter = "all" | "errors";

export const filterRows = (rows: readonly ImportRow[], filter: RowFilter) =>
  filter === "errors" ? rows.filter(rowHasErrors) : [...rows];

/** One page of rows (pages from 1). */
export const pageOf = <T>(rows: readonly T[], page: number, size: number) => rows.slice((page - 1) * size, page * size);

/**
 * What a refused commit says: the server's sentence and, for rows that went bad since the preview, their lines
 * ("line 3" → ["tuition_fee: Tuition is an amount."]), in line order.
 */
export function commitRefusal(error: unknown): { lines: { line: string; messages: string[] }[] } {
  if (!isApiError(error)) return { lines: [] };
  const lineNo = (k: string) => Number(/\d+/.exec(k)?.[0] ?? 0);
  return {
    lines: Object.entries(error.fieldErrors)
      .filter(([key]) => /^line \d+$/.test(key))
      .sort(([a], [b]) => lineNo(a) - lineNo(b))
      .map(([line, messages]) => ({ line, messages })),
  };
}
