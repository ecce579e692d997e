/** One field of a record before and after a change (null: the side does not have it). */
export type ChangeRow = { field: string; before: string | null; after: string | null };
/** One plain detail of an entry (a reason, a file name...). */
export type ValueRow = { field: string; value: string };

/**
 * How to show an entry's details:
 * - `diff`: a change; `rows` are the fields that changed (or every field of a created / deleted record),
 *   `unchanged` counts the fields sent but equal, `extra` lists the other details (a note, a reason);
 * - `values`: plain key/value details;
 * - `none`: nothing recorded.
 */
export type AuditView =
  | { kind: "none" }
  | { kind: "values"; rows: ValueRow[] }
  | { kind: "diff"; rows: ChangeRow[]; unchanged: number; extra: ValueRow[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A detail value as text: strings as they are, lists of plain values joined, anything else as JSON. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || ["string", "number", "boolean"].includes(typeof x))) {
    return v.map((x) => formatValue(x)).join(", ");
  }
  return JSON.stringify(v);
}

const valueRows = (r: Record<string, unknown>): ValueRow[] =>
  Object.entries(r).map(([field, value]) => ({ field, value: formatValue(value) }));

/** Reads an audit entry's `details` (free-form JSON written by the server) into something to show. */
export function auditView(details: unknown): AuditView {
  if (!isRecord(details)) {
    return details === null || details === undefined || details === ""
      ? { kind: "none" }
      : { kind: "values", rows: [{ field: "", value: formatValue(details) }] };
  }
  if (Object.keys(details).length === 0) return { kind: "none" };
  if (!("before" in details) && !("after" in details)) return { kind: "values", rows: valueRows(details) };

  const { before, after, ...rest } = details;
  const extra = valueRows(rest);
  const hasBefore = "before" in details;
  const hasAfter = "after" in details;

  if (!isRecord(before) && !isRecord(after)) {
    // A single value changed (a status: "Draft" → "Submitted").
    return {
      kind: "diff",
      rows: [
        { field: "", before: hasBefore ? formatValue(before) : null, after: hasAfter ? formatValue(after) : null },
      ],
      unchanged: 0,
      extra,
    };
  }
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (b && a) {
    // An update: the fields sent (after), compared with what they were.
    const rows: ChangeRow[] = [];
    let unchanged = 0;
    for (const [field, value] of Object.entries(a)) {
      const was = formatValue(b[field]);
      const now = formatValue(value);
      if (was === now) unchanged += 1;
      else rows.push({ field, before: field in b ? was : null, after: now });
    }
    return { kind: "diff", rows, unchanged, extra };
  }
  // A record created (after only) or deleted (before only).
  const rows = Object.entries(a ?? b ?? {}).map(([field, value]) => ({
    field,
    before: a ? null : formatValue(value),
    after: a ? formatValue(value) : null,
  }));
  return { kind: "diff", rows, unchanged: 0, extra };
}

/** "student_id" → "Student id", "commission_rate" → "Commission rate". */
export function fieldLabel(field: string): string {
  const words = field.replace(/[_.-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
