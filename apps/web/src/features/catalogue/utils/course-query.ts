import { COURSE_ORDERINGS } from "@pp/shared";

export type CourseOrdering = (typeof COURSE_ORDERINGS)[number];

/** The course finder's URL state: every filter, the ordering and the page size (the page is kept beside). */
export const COURSE_LIST_DEFAULTS = {
  page_size: 12,
  ordering: "name",
  search: "",
  country: "",
  study_level: "",
  provider: "",
  intake_month: "",
  tuition_min: "",
  tuition_max: "",
  /** The chosen disciplines, comma-separated. */
  discipline: "",
  /** A student chosen to match the courses to (issue 18): the page then comes sorted by match. */
  student: "",
};
export type CourseListValues = typeof COURSE_LIST_DEFAULTS;

const amount = (raw: string): number | null => {
  if (raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** The tuition range as the API wants it: blank or bad bounds dropped, reversed bounds swapped. */
export function tuitionRange(minRaw: string, maxRaw: string): { tuition_min?: number; tuition_max?: number } {
  let min = amount(minRaw);
  let max = amount(maxRaw);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { ...(min !== null && { tuition_min: min }), ...(max !== null && { tuition_max: max }) };
}

const isOrdering = (v: string): v is CourseOrdering => (COURSE_ORDERINGS as readonly string[]).includes(v);

/** The API query string of the course list for the URL's values and page; never one the server refuses. */
export function courseListQuery(values: CourseListValues, page: number): string {
  const q = new URLSearchParams({ page: String(Math.max(1, page)), page_size: String(values.page_size) });
  q.set("ordering", isOrdering(values.ordering) ? values.ordering : COURSE_LIST_DEFAULTS.ordering);
  if (values.search.trim()) q.set("search", values.search.trim().slice(0, 100));
  for (const key of ["country", "study_level", "provider"] as const) {
    const id = Number(values[key]);
    if (Number.isInteger(id) && id > 0) q.set(key, String(id));
  }
  const month = Number(values.intake_month);
  if (Number.isInteger(month) && month >= 1 && month <= 12) q.set("intake_month", String(month));
  const range = tuitionRange(values.tuition_min, values.tuition_max);
  if (range.tuition_min !== undefined) q.set("tuition_min", String(range.tuition_min));
  if (range.tuition_max !== undefined) q.set("tuition_max", String(range.tuition_max));
  for (const d of disciplinesOf(values.discipline)) q.append("discipline", d);
  return q.toString();
}

/**
 * The disciplines chosen, from the URL's comma-separated value: trimmed, each once, at most 20 and 120 characters
 * each (the API takes `discipline` repeated, one discipline a value).
 */
export function disciplinesOf(raw: string): string[] {
  const out: string[] = [];
  for (const part of raw.split(",")) {
    const d = part.trim().slice(0, 120);
    if (d && !out.some((o) => o.toLowerCase() === d.toLowerCase())) out.push(d);
  }
  return out.slice(0, 20);
}

/** The URL's value for the chosen disciplines. */
export const disciplinesValue = (names: string[]): string => disciplinesOf(names.join(",")).join(",");
