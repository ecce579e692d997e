import type { TicketDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { type TicketSide, ticketKeys, ticketPaths } from "./keys";

export const getTicket = (side: TicketSide, id: number, signal?: AbortSignal) =>
  api.get<{ data: TicketDetail }>(ticketPaths(side).one(id), { signal }).then((r) => r.data);

/** One ticket with its thread and attachments; refreshed every 30 s while shown, so replies appear. */
export function useTicket(side: TicketSide, id: number | null) {
  return useQuery({
    queryKey: ticketKeys.detail(side, id ?? 0),
    queryFn: ({ signal }) => getTicket(side, id!, signal),
    enabled: id !== null,
    refetchInterval: 30_000,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
