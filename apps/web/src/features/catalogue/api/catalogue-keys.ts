/** Query keys of the catalogue: courses and providers. */
export const catalogueKeys = {
  courses: (query: string) => ["catalogue", "courses", query] as const,
  course: (id: number) => ["catalogue", "course", id] as const,
  providers: (query: string) => ["catalogue", "providers", query] as const,
  provider: (id: number) => ["catalogue", "provider", id] as const,
  disciplines: () => ["catalogue", "disciplines"] as const,
};

/** A paged list as the API answers it. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
