import { Readable } from "node:stream";
import {
  isStudentImportColumn,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_REQUIRED,
  type StudentImportColumn,
} from "@pp/shared";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { sniffDocumentType } from "../../lib/storage";

/**
 * Reading a students file (issue 36): CSV or XLSX, told from its bytes, never its name. The rows come back as text
 * under the template's column names, with the cells that hold a formula marked. A file that cannot be read as a
 * whole (wrong type, empty, a header that does not match, too many rows) is refused with one sentence.
 */

export type ImportFormat = "csv" | "xlsx";

/** One row of the file: its line (as a spreadsheet numbers it), its cells by column, the cells that are formulas. */
export interface FileRow {
  line: number;
  cells: Partial<Record<StudentImportColumn, string>>;
  formulas: StudentImportColumn[];
}

export interface ImportFile {
  format: ImportFormat;
  /** The header as written, in its order (the result file repeats it). */
  header: string[];
  /** Each header cell's column (null for none: only possible in an empty trailing cell). */
  columns: (StudentImportColumn | null)[];
  rows: FileRow[];
  /** Each row's cells as written, in the header's order (the result file repeats them). */
  raw: string[][];
}

/**
 * A file that cannot be imported at all; nothing is written. Its sentences are translated one by one (`say`). Not
 * named "...Error": scripts/messages.mjs collects the sentences given to it for the catalogs.
 */
export class FileRefused extends Error {
  readonly sentences: string[];
  constructor(
    sentences: string | string[],
    readonly statusCode = 400,
  ) {
    const list = [sentences].flat();
    super(list.join(" "));
    this.sentences = list;
  }

  /** The refusal in `language`, each sentence translated. */
  say(translate: (s: string) => string) {
    return this.sentences.map(translate).join(" ");
  }
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;
const PLAIN_PHONE = /^\+[\d\s().-]{4,}$/;

/**
 * A cell a spreadsheet would run as a formula: `=` or `@` first, or `+` or `-` first unless the cell is a plain
 * number or phone number (the rule the exports use, decision 045).
 */
export const looksLikeFormula = (v: string) =>
  /^[=@]/.test(v) || (/^[+-]/.test(v) && !PLAIN_NUMBER.test(v) && !PLAIN_PHONE.test(v));

/** A header cell as the template names it: "First name", "FIRST-NAME" and "first_name" are one column. */
export const headerKey = (h: string) =>
  h
    .replace(/^\ufeff/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

export function detectFormat(data: Buffer): ImportFormat {
  if (data.length === 0) throw new FileRefused("The file is empty.");
  if (data.subarray(0, 4).equals(ZIP)) return "xlsx";
  if (data.subarray(0, 4).equals(OLE))
    throw new FileRefused("This is an older Excel file (.xls); save it as .xlsx or .csv (UTF-8) and try again.", 415);
  const text = data.subarray(0, 64 * 1024);
  // A document or an image (told by its first bytes), or anything binary, is not a spreadsheet.
  if (sniffDocumentType(data) || text.includes(0))
    throw new FileRefused("Upload a CSV or XLSX file; this file is neither.", 415);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    throw new FileRefused("This CSV is not in UTF-8; save it as CSV UTF-8 and try again.", 415);
  }
  return "csv";
}

/** The delimiter that splits the header into the most known columns (Excel writes `;` in many languages). */
function delimiterOf(firstLine: string) {
  let best = ",";
  let most = -1;
  for (const d of [",", ";", "\t"]) {
    const known = firstLine.split(d).filter((h) => isStudentImportColumn(headerKey(h.replace(/"/g, "")))).length;
    if (known > most) {
      best = d;
      most = known;
    }
  }
  return best;
}

function readCsv(data: Buffer): { lines: number[]; rows: string[][]; formulas: boolean[][] } {
  const text = data.toString("utf8").replace(/^\ufeff/, "");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(firstLine),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new FileRefused(
      line
        ? `This CSV cannot be read near line ${line}: check its quotes, or save it again from the spreadsheet.`
        : "This CSV cannot be read: check its quotes, or save it again from the spreadsheet.",
    );
  }
  const rows = records.map((r) => r.record.map((c) => c.trim()));
  // A record's first line: where it ends, less the line breaks inside it.
  const lines = records.map((r) => r.info.lines - (r.raw.replace(/\r?\n$/, "").match(/\n/g)?.length ?? 0));
  return { lines, rows, formulas: rows.map((r) => r.map(() => false)) };
}

/** A cell's text as the sheet shows it: dates as YYYY-MM-DD, formulas (marked apart) by their result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
  if (typeof v === "object") {
    if ("richText" in v) return v.richText.map((r) => r.text).join("");
    if ("formula" in v || "sharedFormula" in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? "");
    if ("text" in v) return String(v.text);
    if ("error" in v) return String(v.error);
    return "";
  }
  return String(v);
}

const isFormulaCell = (v: ExcelJS.CellValue) =>
  typeof v === "object" && v !== null && !(v instanceof Date) && ("formula" in v || "sharedFormula" in v);

/**
 * The first sheet's rows, read as a stream (about twice as fast as loading the workbook, issue 36's benchmark):
 * shared strings and styles are kept, so text and dates come out as the sheet shows them.
 */
async function readXlsx(data: Buffer): Promise<{ lines: number[]; rows: string[][]; formulas: boolean[][] }> {
  const lines: number[] = [];
  const rows: string[][] = [];
  const formulas: boolean[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        lines.push(row.number);
        rows.push(Array.from(values, (v) => cellText(v).trim()));
        formulas.push(Array.from(values, isFormulaCell));
      }
      break; // the first sheet only
    }
  } catch {
    throw new FileRefused("This spreadsheet cannot be read; save it as .xlsx or .csv (UTF-8) and try again.");
  }
  return { lines, rows, formulas };
}

/** The header's columns, or the sentence that says why it does not match the template. */
function columnsOf(header: string[]): (StudentImportColumn | null)[] {
  const keys = header.map(headerKey);
  // Trailing empty header cells (a sheet's formatting) are no column.
  let end = keys.length;
  while (end > 0 && keys[end - 1] === "") end -= 1;
  const problems: string[] = [];
  const unknown = keys.slice(0, end).filter((k) => !isStudentImportColumn(k));
  if (unknown.some((k) => k === "")) problems.push("A column of the header has no name.");
  const named = unknown.filter((k) => k !== "");
  if (named.length) problems.push(`The import does not know these columns: ${named.join(", ")}.`);
  const twice = [...new Set(keys.filter((k, i) => k !== "" && keys.indexOf(k) !== i))];
  if (twice.length) problems.push(`The header names ${twice.join(", ")} more than once.`);
  const missing = STUDENT_IMPORT_REQUIRED.filter((c) => !keys.includes(c));
  if (missing.length) problems.push(`The header lacks these required columns: ${missing.join(", ")}.`);
  if (problems.length) {
    throw new FileRefused([
      "The header row does not match the template.",
      ...problems,
      "Start from the template's header.",
    ]);
  }
  return keys.map((k, i) => (i < end && isStudentImportColumn(k) ? k : null));
}

/** Reads the whole file; rows whose every cell is empty are left out. */
export async function readImportFile(data: Buffer): Promise<ImportFile> {
  const format = detectFormat(data);
  const sheet = format === "xlsx" ? await readXlsx(data) : readCsv(data);
  const firstRow = sheet.rows.findIndex((r) => r.some((c) => c !== ""));
  if (firstRow < 0) throw new FileRefused("The file is empty.");
  const header = sheet.rows[firstRow]!;
  const columns = columnsOf(header);
  const rows: FileRow[] = [];
  const raw: string[][] = [];
  for (let i = firstRow + 1; i < sheet.rows.length; i += 1) {
    const cellsOf = sheet.rows[i]!;
    if (!cellsOf.some((c) => c !== "")) continue;
    if (rows.length === STUDENT_IMPORT_MAX_ROWS) {
      const most = STUDENT_IMPORT_MAX_ROWS.toLocaleString("en");
      const rowCount = sheet.rows.slice(firstRow + 1).filter((r) => r.some((c) => c !== "")).length;
      const has = rowCount.toLocaleString("en");
      throw new FileRefused(
        `A file holds at most ${most} students; this one has ${has}. Split it and import each part.`,
        413,
      );
    }
    const cells: FileRow["cells"] = {};
    const formulas: StudentImportColumn[] = [];
    columns.forEach((c, j) => {
      if (!c) return;
      const value = cellsOf[j] ?? "";
      cells[c] = value;
      if (sheet.formulas[i]?.[j] || (value !== "" && looksLikeFormula(value))) formulas.push(c);
    });
    rows.push({ line: sheet.lines[i]!, cells, formulas });
    raw.push(header.map((_, j) => cellsOf[j] ?? ""));
  }
  if (rows.length === 0) throw new FileRefused("The file has a header but no students under it.");
  return { format, header, columns, rows, raw };
}
