import type { DashboardData } from "@pp/shared";

export const SLICE_COLOURS = ["blue.6", "teal.6", "grape.6", "orange.6", "cyan.6", "pink.6"] as const;
const OTHER_COLOUR = "gray.5";

export type Slice = { name: string; value: number; color: string };

/** The biggest destinations each get a slice; the rest are summed into one "Other" slice. */
export function destinationSlices(
  rows: DashboardData["by_destination"],
  otherLabel: string,
  max = SLICE_COLOURS.length,
) {
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  const keep = sorted.length > max ? max - 1 : max;
  const slices: Slice[] = sorted
    .slice(0, keep)
    .map((r, i) => ({ name: r.name, value: r.count, color: SLICE_COLOURS[i]! }));
  const rest = sorted.slice(keep).reduce((n, r) => n + r.count, 0);
  if (rest > 0) slices.push({ name: otherLabel, value: rest, color: OTHER_COLOUR });
  return slices;
}
