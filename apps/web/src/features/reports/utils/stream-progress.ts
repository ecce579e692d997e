import { formatFileSize } from "../../../lib/format";

/** How far a streamed download has come: bytes, and for a CSV the rows so far (lines after the header). */
export type StreamProgress = { bytes: number; rows: number | null };

const NEWLINE = 0x0a;

/** Line breaks in a chunk of bytes (a CSV record ends with one). */
export function countNewlines(chunk: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === NEWLINE) n++;
  return n;
}

/** Rows written so far from the line breaks seen (the first ends the header), never above the total. */
export function rowsFromLines(lines: number, total: number | null): number {
  const rows = Math.max(0, lines - 1);
  return total === null ? rows : Math.min(rows, total);
}

/** A percentage for the bar: rows of the total when both are known, otherwise null (unknown length). */
export function progressPercent(p: StreamProgress, total: number | null): number | null {
  if (p.rows === null || total === null) return null;
  if (total === 0) return 100;
  return Math.min(100, Math.round((p.rows / total) * 100));
}

/**
 * Reads a response body to the end, reporting progress after each chunk, and returns the chunks (the caller
 * makes the Blob). `countRows` counts CSV records as they arrive; an XLSX (a zip) only reports bytes.
 */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  options: { countRows: boolean; total: number | null; onProgress: (p: StreamProgress) => void },
): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!value) continue;
    chunks.push(value);
    bytes += value.byteLength;
    if (options.countRows) lines += countNewlines(value);
    options.onProgress({ bytes, rows: options.countRows ? rowsFromLines(lines, options.total) : null });
  }
  return chunks;
}

/** "12.3 KB", "4.5 MB" (in the interface's language). */
export const formatBytes = formatFileSize;
