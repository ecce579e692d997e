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

/** "-12.30" as -1230 cents, exactly; 0 for anything that is not a decimal amount. */
export function toCents(amount: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return 0;
  const v = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -v : v;
}

/** The parts a currency's expected amount splits into (the API's summary), in the order the screen shows them. */
export const SUMMARY_PARTS = ["received", "outstanding", "on_hold", "disputed", "shortfall"] as const;
export type SummaryPart = (typeof SUMMARY_PARTS)[number];

/**
 * Each part's whole percent of the expected amount, from cents (a negative part, money paid over, has no share),
 * and the received percent itself, uncapped so that an overpayment reads as more than 100%.
 */
export function partShares(c: Record<SummaryPart | "expected", string>): {
  shares: Record<SummaryPart, number>;
  received: number;
} {
  const whole = toCents(c.expected);
  const pct = (part: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);
  const shares = Object.fromEntries(
    SUMMARY_PARTS.map((k) => [k, Math.max(0, Math.min(100, pct(toCents(c[k]))))]),
  ) as Record<SummaryPart, number>;
  return { shares, received: Math.max(0, pct(toCents(c.received))) };
}
