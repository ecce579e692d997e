import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";

dayjs.extend(relativeTime);

/** "3 hours ago". */
export const fromNow = (iso: string) => dayjs(iso).fromNow();

/** "12 Mar 2026, 14:05". */
export const exactTime = (iso: string) => dayjs(iso).format("D MMM YYYY, HH:mm");

/** "12 Mar 2026". */
export const shortDate = (iso: string) => dayjs(iso).format("D MMM YYYY");
