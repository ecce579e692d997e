import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";

dayjs.extend(relativeTime);

/** "3 hours ago" (the exact time goes in a title). */
export function fromNow(iso: string, now?: Date): string {
  return now ? dayjs(iso).from(now) : dayjs(iso).fromNow();
}

/** "12 Mar 2026, 14:05". */
export function exactTime(iso: string): string {
  return dayjs(iso).format("D MMM YYYY, HH:mm");
}

/** "12 Mar 2026". */
export function shortDate(iso: string): string {
  return dayjs(iso).format("D MMM YYYY");
}
