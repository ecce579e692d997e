import { formatDate, formatDateTime, formatRelative } from "./format";

// Display only, in the interface's language (format.ts); these names stay for the screens that use them.

/** "3 hours ago" (the exact time goes in a title). */
export function fromNow(iso: string, now?: Date): string {
  return formatRelative(iso, now);
}

/** "12 Mar 2026, 14:05". */
export function exactTime(iso: string): string {
  return formatDateTime(iso);
}

/** "12 Mar 2026". */
export function shortDate(iso: string): string {
  return formatDate(iso);
}
