import { formatMoney as formatAmount, formatPercent } from "../../../lib/format";

/**
 * "GBP 18,500.00": an amount (the API's decimal string) in its currency, in the interface's language; "" when there
 * is none, the raw text when it is not a number.
 */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === "") return "";
  return formatAmount(amount, currency);
}

/** "12.5%" from the stored percentage "12.50" (in the interface's language). */
export function formatRate(rate: string | null | undefined): string {
  if (rate === null || rate === undefined || rate === "") return "";
  const n = Number(rate);
  if (!Number.isFinite(n)) return rate;
  // The stored figure is a percentage: Intl's percent style takes the fraction.
  return formatPercent(n / 100, { maximumFractionDigits: 2 });
}

/** Whole percent of `part` in `whole` (0 when nothing is expected), capped at 100. */
export function percentOf(part: string | number, whole: string | number): number {
  const p = Number(part);
  const w = Number(whole);
  if (!Number.isFinite(p) || !Number.isFinite(w) || w <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((p / w) * 100)));
}

/** How much less than expected was received, as a positive amount, or null when nothing is short. */
export function shortfall(expected: string | null, received: string | null): number | null {
  if (expected === null || received === null) return null;
  const gap = Math.round((Number(expected) - Number(received)) * 100) / 100;
  return gap > 0 ? gap : null;
}
