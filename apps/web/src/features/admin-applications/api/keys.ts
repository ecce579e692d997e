/** Query keys of the Superadmin's application screens, so a mutation refreshes exactly what it changed. */
export const adminApplicationKeys = {
  all: ["admin-applications"] as const,
  lists: () => [...adminApplicationKeys.all, "list"] as const,
  list: (query: string) => [...adminApplicationKeys.lists(), query] as const,
  detail: (id: number) => [...adminApplicationKeys.all, "detail", id] as const,
  statuses: () => [...adminApplicationKeys.all, "statuses"] as const,
};

/** A list answer of the API. */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
