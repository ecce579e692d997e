import { useTranslation } from "react-i18next";
import { i18n } from "./i18n";
import { intlLocale } from "./i18n/languages";

/**
 * Every date, time, number and amount the interface shows, written the way the current interface language writes
 * them (issue 17): Intl with the language's locale (en → en-GB, ar, zh-CN, es, vi). Times are in the viewer's own
 * time zone. dayjs stays for date arithmetic and the date pickers; what is shown goes through here.
 */

/** An instant: an ISO string, a timestamp or a Date. A bare "YYYY-MM-DD" is that calendar day (local midnight). */
export type DateValue = string | number | Date;

/** A calendar month: 1–12 and its year (intakes, the dashboard's month keys); the same in every time zone. */
export type CalendarMonth = { month: number; year: number };

export type DateTimeOptions = {
  /** Adds the time zone's short name ("14:05 GMT+5:30"): meeting times and SLA deadlines, where the zone matters. */
  zone?: boolean;
  /** Starts with the day of the week ("Tue, 14 Mar 2028, 10:00"). */
  weekday?: boolean;
  /** Adds the seconds ("14:05:09"). */
  seconds?: boolean;
  /** Leaves the year out ("12 Mar, 14:05") where the moment is recent anyway; default true. */
  year?: boolean;
};

export type MoneyOptions = {
  /** No decimals when the amount is whole ("GBP 12,500", but "GBP 99.50"): fees in lists and cards. */
  dropZeroCents?: boolean;
};

/** The Intl locale of the interface's language now. */
export function currentLocale(): string {
  return intlLocale(i18n.language ?? "en");
}

/** One Intl formatter per kind, locale and options: building them is the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  cached("date", options, (locale) => new Intl.DateTimeFormat(locale, options));
const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached("number", options, (locale) => new Intl.NumberFormat(locale, options));
const relativeFormat = () =>
  cached("relative", {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateValue): Date {
  if (value instanceof Date) return value;
  const day = typeof value === "string" ? DATE_ONLY.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

/** Formats a valid date; an unreadable one is shown as it came (a string) or not at all. */
function formatWith(value: DateValue, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : "";
  return dateTimeFormat(options).format(date);
}

const DAY_MONTH_YEAR = { day: "numeric", month: "short", year: "numeric" } as const;

/**
 * Makes the language's plain number and day formatters ahead of the first figures (docs/decisions/036). The first
 * Intl formatter of a page loads the locale's data: about 12 ms on a fast machine and 50 on a slow phone, inside
 * the render that shows the dashboard's figures. Made in tasks of their own as soon as the shell is up (the page
 * waits for its data then), each a short task, the render finds them ready. Returns a cancel for an effect's clean-up.
 */
export function prepareFormattersSoon(): () => void {
  const steps = [() => numberFormat({}), () => dateTimeFormat(DAY_MONTH_YEAR)];
  let timer = 0;
  const next = () => {
    steps.shift()?.();
    if (steps.length) timer = window.setTimeout(next, 0);
  };
  timer = window.setTimeout(next, 0);
  return () => window.clearTimeout(timer);
}

function timeOptions({ zone, seconds }: DateTimeOptions): Intl.DateTimeFormatOptions {
  return {
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
    ...(zone ? { timeZoneName: "short" } : {}),
  };
}

/**
 * The day: "12 Mar 2026" (ar "12 مارس 2026", zh "2026年3月12日", es "12 mar 2026", vi "12 thg 3, 2026");
 * with `long`, the month's full name ("12 March 2026").
 */
export function formatDate(value: DateValue, opts: { long?: boolean } = {}): string {
  return formatWith(value, opts.long ? { ...DAY_MONTH_YEAR, month: "long" } : DAY_MONTH_YEAR);
}

/**
 * A calendar day written YYYY-MM-DD (a deadline, an expiry), as `formatDate` writes it but the same day wherever
 * the reader is: "30 Jun 2027".
 */
export function formatCalendarDay(day: string): string {
  return formatWith(Date.parse(`${day}T00:00:00Z`), { ...DAY_MONTH_YEAR, timeZone: "UTC" });
}

/** The day and the time: "12 Mar 2026, 14:05"; with `zone`, "12 Mar 2026, 14:05 GMT+5:30". */
export function formatDateTime(value: DateValue, opts: DateTimeOptions = {}): string {
  const { year = true, weekday = false } = opts;
  return formatWith(value, {
    ...(weekday ? { weekday: "short" } : {}),
    day: "numeric",
    month: "short",
    ...(year ? { year: "numeric" } : {}),
    ...timeOptions(opts),
  });
}

/** The time of day: "14:05"; with `zone`, "14:05 GMT+5:30". */
export function formatTime(value: DateValue, opts: Pick<DateTimeOptions, "zone" | "seconds"> = {}): string {
  return formatWith(value, timeOptions(opts));
}

/** A month of a year: "Mar 2026". A `{ month, year }` is that calendar month wherever the viewer is. */
export function formatMonthYear(value: DateValue | CalendarMonth): string {
  if (typeof value === "object" && !(value instanceof Date)) {
    return formatWith(Date.UTC(value.year, value.month - 1, 1), { month: "short", year: "numeric", timeZone: "UTC" });
  }
  return formatWith(value, { month: "short", year: "numeric" });
}

/** A month's name from its number (1–12): "Mar", or "March" when `long`. */
export function formatMonthName(month: number, opts: { long?: boolean } = {}): string {
  return formatWith(Date.UTC(2000, month - 1, 1), { month: opts.long ? "long" : "short", timeZone: "UTC" });
}

/** A number with the language's separators: "12,345" (es "12.345"); `options` as Intl.NumberFormat's. */
export function formatNumber(n: number | string, options: Intl.NumberFormatOptions = {}): string {
  const value = typeof n === "number" ? n : Number(n);
  if (!Number.isFinite(value)) return String(n);
  return numberFormat(options).format(value);
}

/**
 * A FRACTION (0.125) as a percentage: "12.5%", at most one decimal unless `options` say otherwise.
 * A stored percentage such as "12.50" is divided by 100 first.
 */
export function formatPercent(fraction: number, options: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(fraction)) return "";
  return numberFormat({ style: "percent", maximumFractionDigits: 1, ...options }).format(fraction);
}

/**
 * An amount in its currency, written with the currency's code so it reads the same everywhere: "GBP 31,000.00"
 * (es "31.000,00 GBP", ar "31,000.00 GBP"). A code Intl does not know comes after the number ("1,500.00 XX1").
 * An amount that is not a number is shown as it came.
 */
export function formatMoney(amount: number | string, currency: string, opts: MoneyOptions = {}): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (typeof amount === "string" && amount.trim() === "") return "";
  if (!Number.isFinite(value)) return String(amount);
  const whole = opts.dropZeroCents && Number.isInteger(value);
  const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  try {
    return numberFormat({ style: "currency", currency, currencyDisplay: "code", ...digits }).format(value);
  } catch {
    // Not an ISO 4217 code: the number (two decimals unless whole and asked so) and the code after it.
    const fraction = whole ? 0 : 2;
    const number = formatNumber(value, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    return currency ? `${number} ${currency}` : number;
  }
}

const KB = 1024;
const MB = 1024 * KB;

/** A file's size: "512 B", "12.3 KB", "4.5 MB" (es "12,3 KB"); the unit symbols are the same in every language. */
export function formatFileSize(bytes: number): string {
  const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes < KB) return `${formatNumber(bytes)} B`;
  if (bytes < MB) return `${formatNumber(bytes / KB, one)} KB`;
  return `${formatNumber(bytes / MB, one)} MB`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
];

/**
 * How far `value` is from `now`, in the largest whole unit: "3 hours ago", "yesterday", "in 2 days", "last year";
 * under a minute either way, "now" (ar "الآن", es "ahora").
 */
export function formatRelative(value: DateValue, now: DateValue = new Date()): string {
  const at = toDate(value).getTime();
  const from = toDate(now).getTime();
  if (Number.isNaN(at) || Number.isNaN(from)) return typeof value === "string" ? value : "";
  const seconds = Math.round((at - from) / 1000);
  const format = relativeFormat();
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "second");
}

const FORMAT = {
  formatDate,
  formatDateTime,
  formatTime,
  formatMonthYear,
  formatMonthName,
  formatNumber,
  formatPercent,
  formatMoney,
  formatFileSize,
  formatRelative,
} as const;

/**
 * The formatting functions, for a component: it subscribes the component to language changes (through
 * useTranslation), so what it formats is written again in the new language.
 */
export function useFormat() {
  useTranslation();
  return FORMAT;
}
