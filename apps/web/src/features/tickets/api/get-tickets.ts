import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { UNRESOLVED_STATUSES } from "../utils/labels";
import { type TicketList, type TicketSide, ticketKeys, ticketPaths } from "./keys";

export const getTickets = (side: TicketSide, query: string, signal?: AbortSignal) =>
  api.get<TicketList>(`${ticketPaths(side).list}?${query}`, { signal });

/** One page of tickets for the URL's list query, with the count per status. */
export function useTickets(side: TicketSide, query: string) {
  return useQuery({
    queryKey: ticketKeys.list(side, query),
    queryFn: ({ signal }) => getTickets(side, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The partner's unresolved tickets (open, in progress, awaiting), newest first, for the resolve screen. */
export function useUnresolvedTickets() {
  return useQueries({
    queries: UNRESOLVED_STATUSES.map((status) => {
      const query = new URLSearchParams({ status, page: "1", page_size: "100" }).toString();
      return {
        queryKey: ticketKeys.list("partner", query),
        queryFn: ({ signal }: { signal: AbortSignal }) => getTickets("partner", query, signal),
      };
    }),
    combine: (results) => ({
      data: results.every((r) => r.data)
        ? results
            .flatMap((r) => r.data?.results.data ?? [])
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
