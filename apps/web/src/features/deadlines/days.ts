/** Today as YYYY-MM-DD in UTC, the day the server's deadline filters use. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from `today` to `day` (both YYYY-MM-DD): 0 on the day, negative once it has passed. */
export function daysUntil(day: string, today = todayIso()): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** "Soon" as the list's filter means it: today and the next 14 days. */
export const SOON_DAYS = 14;
export const isSoon = (day: string, today = todayIso()) => {
  const n = daysUntil(day, today);
  return n >= 0 && n <= SOON_DAYS;
};
