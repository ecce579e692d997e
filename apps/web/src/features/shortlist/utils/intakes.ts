/** An intake as the course detail lists it; month and year may be missing from older answers. */
type Intake = { id: number; name: string; month?: number; year?: number };

/**
 * The intakes a course can still be applied for: in a month the course runs and not before this month
 * (the server's rule); intakes without month and year are trusted as the server sent them. Soonest first.
 */
export function upcomingIntakes<T extends Intake>(intakes: readonly T[], months: readonly number[], now: Date): T[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const keep = intakes.filter((i) => {
    if (i.month === undefined || i.year === undefined) return true;
    return months.includes(i.month) && i.year * 12 + i.month >= current;
  });
  return keep.sort((a, b) => (a.year ?? 0) * 12 + (a.month ?? 0) - ((b.year ?? 0) * 12 + (b.month ?? 0)));
}
