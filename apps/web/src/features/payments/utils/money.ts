const formatters = new Map<string, (n: number) => string>();

function formatterFor(currency: string, locale: string): (n: number) => string {
  try {
    const f = new Intl.NumberFormat(locale, { style: "currency", currency });
    return (n) => f.format(n);
  } catch {
    // Not an ISO 4217 code Intl knows: the number with two decimals and the code after it.
    const f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (n) => `${f.format(n)} ${currency}`;
  }
}

/** "£18,500.00": an amount (the API's decimal string) in its currency; "" when there is none. */
export function formatMoney(amount: string | number | null | undefined, currency: string, locale = "en"): string {
  if (amount === null || amount === undefined || amount === "") return "";
  const n = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(n)) return String(amount);
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = formatterFor(currency, locale);
    formatters.set(key, format);
  }
  return format(n);
}

/** "12.5%" from the stored percentage "12.50". */
export function formatRate(rate: string | null | undefined, locale = "en"): string {
  if (rate === null || rate === undefined || rate === "") return "";
  const n = Number(rate);
  if (!Number.isFinite(n)) return rate;
  return `${n.toLocaleString(locale, { maximumFractionDigits: 2 })}%`;
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
