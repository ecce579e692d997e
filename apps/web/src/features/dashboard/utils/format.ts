import type { DashboardData } from "@pp/shared";
import { formatPercent as formatFraction, formatMonthYear, formatNumber } from "../../../lib/format";

// Written in the interface's language (lib/format.ts).

/** A whole number with thousands separators. */
export function formatCount(n: number) {
  return formatNumber(n);
}

/** A rate from 0 to 1 as a percentage with at most one decimal ("12.5%", "40%"). */
export function formatPercent(rate: number) {
  const safe = Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
  return formatFraction(safe, { maximumFractionDigits: 1 });
}

/** "2026-03" as "Mar 2026" (the server's month keys are UTC calendar months). */
export function formatMonth(key: string) {
  const [year, month] = key.split("-").map(Number);
  if (!year || !month) return key;
  return formatMonthYear({ year, month });
}

/** Nothing recorded yet: no student and no application in this scope. */
export function isEmptyDashboard(data: DashboardData) {
  return data.totals.students === 0 && data.totals.applications === 0;
}
