/** The app speaks English; month names follow it rather than the browser. */
const LOCALE = "en";

/** 9 → "September" (or "Sep" when `short`). */
export function monthName(month: number, short = false): string {
  return new Intl.DateTimeFormat(LOCALE, { month: short ? "short" : "long", timeZone: "UTC" }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** [9, 1] → "Jan, Sep"; numbers outside 1–12 are left out. */
export function intakeList(months: readonly number[]): string {
  return [...new Set(months)]
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12)
    .sort((a, b) => a - b)
    .map((m) => monthName(m, true))
    .join(", ");
}

/** A fee in its currency: "£21,500", with pence only when there are any; an unknown code is written out. */
export function formatFee(amount: string | number, currency: string): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  const digits = Number.isInteger(value) ? 0 : 2;
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${currency} ${value.toLocaleString(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
  }
}
