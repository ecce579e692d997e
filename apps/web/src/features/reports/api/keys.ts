/** Query keys of the reports screen. */
export const reportKeys = {
  all: ["reports"] as const,
  count: (kind: string, query: string) => [...reportKeys.all, "count", kind, query] as const,
  jobs: () => [...reportKeys.all, "jobs"] as const,
  jobsPage: (page: number, pageSize: number) => [...reportKeys.jobs(), page, pageSize] as const,
  lookups: (what: string) => [...reportKeys.all, "lookups", what] as const,
};

/** A list answer of the API. */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
