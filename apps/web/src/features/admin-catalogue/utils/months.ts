import { formatMoney, formatMonthName } from "../../../lib/format";

// Month names and fees are written in the interface's language (lib/format.ts).

/** 9 → "September" (or "Sept" when `short`). */
export function monthName(month: number, short = false): string {
  return formatMonthName(month, { long: !short });
}

export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** [9, 1] → "Jan, Sept"; numbers outside 1–12 are left out. */
export function intakeList(months: readonly number[]): string {
  return [...new Set(months)]
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12)
    .sort((a, b) => a - b)
    .map((m) => monthName(m, true))
    .join(", ");
}

/** A fee in its currency: "GBP 21,500", with pence only when there are any; an unknown code is written out. */
export function formatFee(amount: string | number, currency: string): string {
  return formatMoney(amount, currency, { dropZeroCents: true });
}
