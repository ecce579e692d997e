import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type { ReportFormat } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { phrase } from "../../lib/messages";
import { type Reader, readerFor } from "./reader";
import type { Cell, Column, ColumnType, ReportSource } from "./source-kit";

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * A phone number as people write it: a "+", then digits, spaces, dots, dashes and brackets only. Such a
 * cell cannot call a function, name a cell or reach another program, so it is written as it is (issue 35).
 */
const PLAIN_PHONE = /^\+[\d\s().-]{4,}$/;

/**
 * A CSV cell that a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe, so a student named "=HYPERLINK(…)" stays text (CSV injection). A phone column's plain phone number
 * ("+91 98765 43210") is the one exception: the apostrophe would show in Sheets and in every program reading the file.
 */
export function safeCell(v: Cell, type: ColumnType = "text"): Cell {
  if (typeof v !== "string" || !/^[=+\-@\t\r]/.test(v)) return v;
  if (type === "phone" && PLAIN_PHONE.test(v)) return v;
  return `'${v}`;
}

const iso = (d: Date) => d.toISOString().replace("T", " ").slice(0, 19);
/** A CSV's text for a cell: dates as ISO (UTC), amounts with two decimals, numbers as they are. */
function csvCell(v: Cell, type: ColumnType): Cell {
  if (v instanceof Date) return type === "date" ? iso(v).slice(0, 10) : iso(v);
  if (typeof v === "number" && type === "money") return v.toFixed(2);
  return safeCell(v, type);
}

const NUM_FMT: Partial<Record<ColumnType, string>> = {
  date: "yyyy-mm-dd",
  datetime: "yyyy-mm-dd hh:mm:ss",
  money: "#,##0.00",
};

/**
 * The export as a byte stream, pulled batch by batch so memory holds one batch whatever the size. It starts pulling
 * at once, and its consumer may attach a moment later (the storage first makes the file's folder): a batch whose
 * query fails then (a connection the database cut) destroys the stream before anyone listens, and an 'error' event
 * nobody listens for ends the process (issue 33). So the stream listens from its birth; the consumer's `pipeline`
 * still sees the error, since it reports a stream that has already failed. `columns` carry the labels as the
 * reader reads them; `sheetName` names the XLSX sheet.
 */
export function reportStream(
  format: ReportFormat,
  columns: Column[],
  batches: AsyncIterable<Cell[][]>,
  onRows?: (written: number) => void,
  sheetName = "Report",
): Readable {
  let written = 0;
  const counted = async function* () {
    for await (const batch of batches) {
      yield batch;
      written += batch.length;
      onRows?.(written);
    }
  };
  const types = columns.map((c) => c.type ?? "text");
  if (format === "csv") {
    // A byte-order mark so Excel opens the UTF-8 file with its accents intact.
    const csv = stringify({
      header: true,
      columns: columns.map((c) => c.label),
      bom: true,
      cast: { number: (n) => String(n) },
    });
    const rows = Readable.from(
      (async function* () {
        for await (const batch of counted()) for (const row of batch) yield row.map((v, i) => csvCell(v, types[i]!));
      })(),
      { objectMode: true },
    );
    rows.on("error", (err) => csv.destroy(err));
    return heldErrors(rows.pipe(csv));
  }
  const out = new PassThrough();
  void (async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      header: c.label,
      key: String(i),
      width: Math.min(Math.max(c.label.length + 4, types[i] === "datetime" ? 20 : 12), 40),
      style: NUM_FMT[types[i]!] ? { numFmt: NUM_FMT[types[i]!] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of counted()) {
      // XLSX cells are typed: a string never runs as a formula, so text (and a phone's "+") is written as it is;
      // dates are dates and amounts numbers, formatted by their column.
      for (const row of batch) sheet.addRow(row).commit();
      // Wait for the reader when it falls behind, so the zip never piles up in memory.
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await book.commit();
  })().catch((err) => out.destroy(err));
  return heldErrors(out);
}

/** One report's file in `language`: its labels, its sheet's name and its values as that reader reads them. */
export function exportStream(
  source: ReportSource<never>,
  format: ReportFormat,
  language: LanguageCode,
  batches: (reader: Reader) => AsyncIterable<Cell[][]>,
  onRows?: (written: number) => void,
): Readable {
  const reader = readerFor(language);
  const columns = source.columns.map((c) => ({ ...c, label: reader.t(c.label) }));
  return reportStream(format, columns, batches(reader), onRows, reader.t(phrase("Report")));
}

/** Listens for the stream's error from the start (see reportStream); whoever reads it still gets the error. */
function heldErrors<T extends Readable>(stream: T): T {
  stream.on("error", () => undefined);
  return stream;
}

/** `students-2026-11-22.csv` */
export const reportFileName = (kind: string, format: ReportFormat, at = new Date()) =>
  `${kind}-${at.toISOString().slice(0, 10)}.${format}`;
