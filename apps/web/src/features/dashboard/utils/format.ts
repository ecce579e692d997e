import type { DashboardData } from "@pp/shared";

const LOCALE = "en-GB";

/** A whole number with thousands separators. */
export function formatCount(n: number) {
  return new Intl.NumberFormat(LOCALE).format(n);
}

/** A rate from 0 to 1 as a percentage with at most one decimal ("12.5%", "40%"). */
export function formatPercent(rate: number) {
  const safe = Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
  return new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 1 }).format(safe);
}

/** "2026-03" as "Mar 2026" (the server's month keys are UTC calendar months). */
export function formatMonth(key: string) {
  const [year, month] = key.split("-").map(Number);
  if (!year || !month) return key;
  return new Intl.DateTimeFormat(LOCALE, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Nothing recorded yet: no student and no application in this scope. */
export function isEmptyDashboard(data: DashboardData) {
  return data.totals.students === 0 && data.totals.applications === 0;
}
