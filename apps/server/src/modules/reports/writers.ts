import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type { ReportFormat } from "@pp/shared";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { Cell } from "./source-kit";

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * A CSV cell that a spreadsheet would run as a formula (=, +, -, @ and a few control characters first) gets a
 * leading apostrophe, so a student named "=HYPERLINK(…)" stays text (CSV injection).
 */
export function safeCell(v: Cell): Cell {
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v;
}

/**
 * The export as a byte stream, pulled batch by batch so memory holds one batch whatever the size. It starts pulling
 * at once, and its consumer may attach a moment later (the storage first makes the file's folder): a batch whose
 * query fails then (a connection the database cut) destroys the stream before anyone listens, and an 'error' event
 * nobody listens for ends the process (issue 33). So the stream listens from its birth; the consumer's `pipeline`
 * still sees the error, since it reports a stream that has already failed.
 */
export function reportStream(
  format: ReportFormat,
  header: string[],
  batches: AsyncIterable<Cell[][]>,
  onRows?: (written: number) => void,
): Readable {
  let written = 0;
  const counted = async function* () {
    for await (const batch of batches) {
      yield batch;
      written += batch.length;
      onRows?.(written);
    }
  };
  if (format === "csv") {
    // A byte-order mark so Excel opens the UTF-8 file with its accents intact.
    const csv = stringify({ header: true, columns: header, bom: true, cast: { number: (n) => String(n) } });
    const rows = Readable.from(
      (async function* () {
        for await (const batch of counted()) for (const row of batch) yield row.map(safeCell);
      })(),
      { objectMode: true },
    );
    rows.on("error", (err) => csv.destroy(err));
    return heldErrors(rows.pipe(csv));
  }
  const out = new PassThrough();
  void (async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet("Report", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = header.map((h) => ({ header: h, key: h, width: Math.min(Math.max(h.length + 4, 12), 40) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of counted()) {
      // XLSX cells are typed: a string never runs as a formula, so it is written as it is.
      for (const row of batch) sheet.addRow(row).commit();
      // Wait for the reader when it falls behind, so the zip never piles up in memory.
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await book.commit();
  })().catch((err) => out.destroy(err));
  return heldErrors(out);
}

/** Listens for the stream's error from the start (see reportStream); whoever reads it still gets the error. */
function heldErrors<T extends Readable>(stream: T): T {
  stream.on("error", () => undefined);
  return stream;
}

/** `students-2026-11-22.csv` */
export const reportFileName = (kind: string, format: ReportFormat, at = new Date()) =>
  `${kind}-${at.toISOString().slice(0, 10)}.${format}`;
