import type { TicketItem } from "@pp/shared";

/** Whose screens: the partner's own tickets or the Superadmin's support queue. */
export type TicketSide = "partner" | "admin";

/** Query keys of this feature, so a mutation can refresh exactly what it changed. */
export const ticketKeys = {
  all: ["tickets"] as const,
  side: (side: TicketSide) => [...ticketKeys.all, side] as const,
  lists: (side: TicketSide) => [...ticketKeys.side(side), "list"] as const,
  list: (side: TicketSide, query: string) => [...ticketKeys.lists(side), query] as const,
  detail: (side: TicketSide, id: number) => [...ticketKeys.side(side), "detail", id] as const,
  options: (what: string, search: string) => [...ticketKeys.all, "options", what, search] as const,
};

/** The API paths of one side (relative to /api). */
export function ticketPaths(side: TicketSide) {
  const base = `/${side}/tickets/`;
  return {
    list: base,
    one: (id: number) => `${base}${id}/`,
    messages: (id: number) => `${base}${id}/messages/`,
    resolve: (id: number) => `${base}${id}/resolve/`,
    reopen: (id: number) => `${base}${id}/reopen/`,
    rating: (id: number) => `${base}${id}/rating/`,
    attachments: (id: number) => `${base}${id}/attachments/`,
    attachment: (id: number, attachmentId: number) => `${base}${id}/attachments/${attachmentId}/`,
  };
}

/** A page of tickets with the count per status (under every filter but the status). */
export type TicketList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: TicketItem[]; counts: Record<string, number> };
};

/** A list answer of the other APIs this feature reads (students, applications, partners). */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };
