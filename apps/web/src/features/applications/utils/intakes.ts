import { MONTHS } from "../../../lib/ref-names";
export type IntakeRef = { id: number; name: string };
export type IntakeOption = IntakeRef & { month: number; year: number };

/** "September 2026" → month 9, year 2026; null when the name is not "<Month> <year>". */
export function parseIntakeName(name: string): { month: number; year: number } | null {
  const match = /^\s*([A-Za-z]+)\s+(\d{4})\s*$/.exec(name);
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  return month > 0 ? { month, year: Number(match[2]) } : null;
}

/**
 * The intakes a course can start in: its intake months, not yet started (the server refuses those),
 * soonest first, duplicates removed.
 */
export function upcomingIntakes(known: IntakeRef[], courseMonths: number[], now = new Date()): IntakeOption[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const seen = new Set<number>();
  const out: IntakeOption[] = [];
  for (const intake of known) {
    const parsed = parseIntakeName(intake.name);
    if (!parsed || seen.has(intake.id)) continue;
    if (!courseMonths.includes(parsed.month) || parsed.year * 12 + parsed.month < current) continue;
    seen.add(intake.id);
    out.push({ ...intake, ...parsed });
  }
  return out.sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
}
