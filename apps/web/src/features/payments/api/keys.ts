/** Which screen asks: the partner's own records or the Superadmin's view of every partner's. */
export type Side = "partner" | "admin";

/** API paths of the commission records, per side. */
export const commissionPaths = {
  list: (side: Side) => `/${side}/payments/`,
  summary: (side: Side) => `/${side}/payments/summary/`,
  detail: (side: Side, id: number) => `/${side}/payments/${id}/`,
  invoice: (side: Side, id: number) => `/${side}/payments/${id}/invoice/`,
  claim: (id: number) => `/partner/payments/${id}/claim/`,
  dispute: (id: number) => `/partner/payments/${id}/dispute/`,
  move: (id: number) => `/admin/payments/${id}/status/`,
};

/** Query keys of this feature, so a change refreshes exactly what it touched. */
export const commissionKeys = {
  all: (side: Side) => ["payments", side] as const,
  lists: (side: Side) => [...commissionKeys.all(side), "list"] as const,
  list: (side: Side, query: string) => [...commissionKeys.lists(side), query] as const,
  summaries: (side: Side) => [...commissionKeys.all(side), "summary"] as const,
  summary: (side: Side, query: string) => [...commissionKeys.summaries(side), query] as const,
  detail: (side: Side, id: number) => [...commissionKeys.all(side), "detail", id] as const,
};

/** A list answer of the API. */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
