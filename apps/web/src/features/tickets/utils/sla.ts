import type { TicketItem } from "@pp/shared";
import { formatDate, formatDateTime, formatRelative } from "../../../lib/format";

const HOUR = 3_600_000;

type SlaFields = Pick<
  TicketItem,
  "status" | "first_responded_at" | "first_response_due_at" | "resolution_due_at" | "resolved_at" | "breached"
>;

/** Which SLA clock applies to a ticket now, and where it stands. */
export type SlaState =
  | { kind: "running"; clock: "firstResponse" | "resolution"; due: string; soon: boolean }
  | { kind: "breached"; clock: "firstResponse" | "resolution"; due: string }
  | { kind: "done"; status: "resolved" | "closed"; at: string | null };

/** A running clock is "soon" when at most this share of its time is left (and under a day). */
const SOON_SHARE = 0.25;

/**
 * The clock that applies now, as the server computes `breached`: before the first staff answer (while the
 * ticket is open or in progress) the first-response clock, afterwards the resolution clock; nothing once
 * it is resolved or closed. The server's flag wins when the browser's clock disagrees.
 */
export function slaState(t: SlaFields & { created_at?: string }, now: number = Date.now()): SlaState {
  if (t.status === "resolved" || t.status === "closed") return { kind: "done", status: t.status, at: t.resolved_at };
  const waitingFirst = t.first_responded_at === null && (t.status === "open" || t.status === "in_progress");
  const clock = waitingFirst ? "firstResponse" : "resolution";
  const due = waitingFirst ? t.first_response_due_at : t.resolution_due_at;
  const dueMs = Date.parse(due);
  if (t.breached || now > dueMs) return { kind: "breached", clock, due };
  const left = dueMs - now;
  const start = t.created_at ? Date.parse(t.created_at) : Number.NaN;
  const total = Number.isFinite(start) ? dueMs - start : Number.NaN;
  const soon = left <= 24 * HOUR && Number.isFinite(total) && total > 0 && left / total <= SOON_SHARE;
  return { kind: "running", clock, due, soon };
}

// Display in the interface's language (lib/format.ts).

/** "in 3 hours", "2 days ago". */
export function relative(iso: string, now: number = Date.now()): string {
  return formatRelative(iso, now);
}

/** "5 minutes ago" for something that has happened (never "in a few seconds" when the clock lags a little). */
export function since(iso: string, now: number = Date.now()): string {
  return formatRelative(iso, Math.max(now, Date.parse(iso)));
}

/** "12 Mar 2026, 14:05". */
export function exactTime(iso: string): string {
  return formatDateTime(iso);
}

/** An SLA clock's due time, with its time zone: "12 Mar 2026, 14:05 GMT+5:30". */
export function deadline(iso: string): string {
  return formatDateTime(iso, { zone: true });
}

/** "12 Mar 2026". */
export function shortDate(iso: string): string {
  return formatDate(iso);
}
