/** Query keys of the audit screens. */
export const auditKeys = {
  all: ["audit"] as const,
  admin: (query: string) => [...auditKeys.all, "admin", query] as const,
  partner: (query: string) => [...auditKeys.all, "partner", query] as const,
  company: () => [...auditKeys.all, "company"] as const,
};

/** A list answer of the API. */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
