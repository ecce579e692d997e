import { formatDateTime, formatRelative } from "../../../lib/format";

/** "5 minutes ago", "yesterday", "now": the largest whole unit between `date` and `now`, in the interface's language. */
export function relativeTime(date: Date | string, now: Date = new Date()) {
  return formatRelative(date, now);
}

/** The full date and time, for a tooltip or a `<time>` title. */
export function absoluteTime(date: Date | string) {
  return formatDateTime(date);
}
