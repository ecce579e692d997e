/** Query keys of this feature, so a mutation can refresh exactly what it changed. */
export const applicationKeys = {
  all: ["applications"] as const,
  lists: () => [...applicationKeys.all, "list"] as const,
  list: (query: string) => [...applicationKeys.lists(), query] as const,
  detail: (id: number) => [...applicationKeys.all, "detail", id] as const,
  options: (what: string, search: string) => [...applicationKeys.all, "options", what, search] as const,
  course: (id: number) => [...applicationKeys.all, "course", id] as const,
  intakes: () => [...applicationKeys.all, "intakes"] as const,
  documents: (studentId: number) => ["students", studentId, "documents"] as const,
};

/** A list answer of the API. */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
