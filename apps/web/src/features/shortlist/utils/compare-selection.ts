import { COMPARE_MAX } from "@pp/shared/limits";

/** The courses the compare page shows: the chosen ids still on the shortlist, or the first few by default. */
export function compareSelection(shortlistIds: readonly number[], chosen: readonly number[] | null, max = COMPARE_MAX) {
  if (chosen === null) return shortlistIds.slice(0, max);
  const on = new Set(shortlistIds);
  return [...new Set(chosen)].filter((id) => on.has(id)).slice(0, max);
}

/** Ticks or unticks a course; a tick beyond the limit changes nothing (`limited` says why). */
export function toggleCompare(selected: readonly number[], id: number, max = COMPARE_MAX) {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), limited: false };
  if (selected.length >= max) return { selected: [...selected], limited: true };
  return { selected: [...selected, id], limited: false };
}

/** Whether the shortlist can be compared as it is: 2 to `max` courses. */
export function canCompare(count: number, max = COMPARE_MAX) {
  return count >= 2 && count <= max;
}

/** The `ids` search parameter of the compare page: "12,7,30" → [12, 7, 30]; null when absent. */
export function parseIds(raw: string | null): number[] | null {
  if (raw === null) return null;
  return raw
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
