import { type AnyPermission, REPORT_KINDS, type ReportFormat, type ReportKind } from "@pp/shared";

/** Beside reports.export, what each report needs (the server checks the same). */
export const REPORT_PERMISSIONS: Record<ReportKind, AnyPermission> = {
  students: "students.view",
  applications: "applications.view",
  payments: "payments.view",
  sublogins: "sublogins.manage",
};

/** The reports a user with these permissions may run, in the screen's order. */
export function visibleKinds(permissions: readonly string[]): ReportKind[] {
  if (!permissions.includes("reports.export")) return [];
  return REPORT_KINDS.filter((k) => permissions.includes(REPORT_PERMISSIONS[k]));
}

/** Each report's filters (its list's filters without paging) and their empty values. */
export const REPORT_FILTERS = {
  students: {
    search: "",
    status: "",
    nationality: "",
    study_country: "",
    study_level: "",
    created_from: "",
    created_to: "",
  },
  applications: {
    search: "",
    status: "",
    intake: "",
    country: "",
    study_level: "",
    created_from: "",
    created_to: "",
  },
  payments: { search: "", status: "", currency: "", overdue: "", created_from: "", created_to: "" },
  sublogins: { search: "", status: "" },
} as const satisfies Record<ReportKind, Record<string, string>>;

export type ReportFilters = Record<string, string>;

/** The filters as a query string: only those set, trimmed, in a stable order. */
export function filterQuery(filters: ReportFilters): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const v = value.trim();
    if (v) q.set(key, v);
  }
  return q.toString();
}

export const reportPaths = {
  count: (kind: ReportKind, filters: ReportFilters) => {
    const q = filterQuery(filters);
    return `/partner/reports/${kind}/count/${q ? `?${q}` : ""}`;
  },
  file: (kind: ReportKind, format: ReportFormat, filters: ReportFilters, background: boolean) => {
    const q = new URLSearchParams(filterQuery(filters));
    q.set("format", format);
    if (background) q.set("background", "true");
    return `/partner/reports/${kind}/?${q}`;
  },
  jobs: (page: number, pageSize: number) => `/partner/reports/jobs/?page=${page}&page_size=${pageSize}`,
};

/** The API answers with `/api/...` links; the client's paths start after `/api`. */
export function apiRelative(url: string): string {
  return url.replace(/^(https?:\/\/[^/]+)?\/api(?=\/)/, "");
}

/** "students-2026-01-31.csv" when the server names no file. */
export function fallbackFileName(kind: ReportKind, format: ReportFormat, at = new Date()): string {
  return `${kind}-${at.toISOString().slice(0, 10)}.${format}`;
}

/** True while a background export still works. */
export const isActiveJob = (status: string) => status === "queued" || status === "running";

/**
 * A job's filters in words: "Search: smith · Status: Active". `describe` names a filter and its value (ids to
 * names); a created range becomes one "from – to" entry.
 */
export function filtersSummary(
  filters: Record<string, string>,
  describe: (key: string, value: string) => { label: string; value: string },
  rangeLabel: string,
): string {
  const parts: string[] = [];
  const { created_from: from, created_to: to, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) {
    if (!value) continue;
    const d = describe(key, value);
    parts.push(`${d.label}: ${d.value}`);
  }
  if (from || to) parts.push(`${rangeLabel}: ${from ?? "…"} – ${to ?? "…"}`);
  return parts.join(" · ");
}
