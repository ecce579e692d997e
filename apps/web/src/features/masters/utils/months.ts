import type { TFunction } from "i18next";
import type { mastersStrings } from "../strings";

type MonthKey = keyof typeof mastersStrings.mastersPage.months;
export const MONTHS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const satisfies MonthKey[];

/** 3 -> "March"; anything else -> "". */
export function monthLabel(t: TFunction, month: unknown): string {
  const key = String(month) as MonthKey;
  return (MONTHS as readonly string[]).includes(key) ? t(`mastersPage.months.${key}`) : "";
}
