/** The app speaks English; numbers and months follow it rather than the browser. */
export const LOCALE = "en";

/** A fee in its currency: "£12,500", with pence only when there are any. Unknown currencies fall back to the code. */
export function formatMoney(amount: string | number, currency: string, locale = LOCALE): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return "";
  const whole = Number.isInteger(value);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(value);
  } catch {
    return `${currency} ${value.toLocaleString(locale)}`;
  }
}

/** "Sep", or "September" when `long`. */
export function monthName(month: number, long = false, locale = LOCALE): string {
  return new Intl.DateTimeFormat(locale, { month: long ? "long" : "short", timeZone: "UTC" }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

export type MonthYear = { month: number; year: number };

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

/** "Sep 2026". */
export function formatMonthYear({ month, year }: MonthYear, locale = LOCALE): string {
  return `${monthName(month, false, locale)} ${year}`;
}

/** Up to two initials of a name, for a logo placeholder: "University of Leeds" → "UL". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w) && !/^(of|the|and|de|du|la|le)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}
