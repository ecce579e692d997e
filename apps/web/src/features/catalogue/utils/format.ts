import { type CalendarMonth, formatMoney as formatAmount, formatMonthName } from "../../../lib/format";

// Numbers and months are written in the interface's language (lib/format.ts).

/** A fee in its currency: "GBP 12,500", with pence only when there are any; "" when it is not a number. */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return "";
  return formatAmount(value, currency, { dropZeroCents: true });
}

/** "Sept" (en-GB), or "September" when `long`. */
export function monthName(month: number, long = false): string {
  return formatMonthName(month, { long });
}

export type MonthYear = CalendarMonth;

/**
 * The next `count` starts of a course that runs in `months` (1–12), from the month of `now` on (the server still
 * accepts an intake in its own month).
 */
export function nextIntakes(months: readonly number[], now: Date, count = 3): MonthYear[] {
  const unique = [...new Set(months.filter((m) => m >= 1 && m <= 12))];
  if (unique.length === 0) return [];
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth(); // months since year 0, zero-based month
  const out: MonthYear[] = [];
  for (let k = 0; out.length < count && k < 12 * (count + 1); k++) {
    const index = current + k;
    const month = (index % 12) + 1;
    if (unique.includes(month)) out.push({ month, year: Math.floor(index / 12) });
  }
  return out;
}

/** "Sept 2026" (zh "2026年9月"). */
export { formatMonthYear } from "../../../lib/format";

/** Up to two initials of a name, for a logo placeholder: "University of Leeds" → "UL". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w) && !/^(of|the|and|de|du|la|le)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}
