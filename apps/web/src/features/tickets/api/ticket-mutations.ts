import type { TicketCreateBody, TicketDetail } from "@pp/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { type TicketSide, ticketKeys, ticketPaths } from "./keys";

type One = { data: TicketDetail };

/** Puts the fresh ticket in the cache and refreshes the lists (counts and SLA move with it). */
function settle(client: QueryClient, side: TicketSide, ticket: TicketDetail) {
  client.setQueryData(ticketKeys.detail(side, ticket.id), ticket);
  return client.invalidateQueries({ queryKey: ticketKeys.lists(side) });
}

/** Raises a ticket (partner). */
export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCreateBody) => api.post<One>(ticketPaths("partner").list, body).then((r) => r.data),
    onSuccess: (ticket) => settle(client, "partner", ticket),
  });
}

/** Uploads one file to a ticket (multipart field `file`); the answer is the ticket. */
export function useUploadAttachment(side: TicketSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api.upload<One>(ticketPaths(side).attachments(id), form).then((r) => r.data);
    },
    onSuccess: (ticket) => settle(client, side, ticket),
  });
}

/** Downloads an attachment with the bearer token and saves it under its file name. */
export function useDownloadAttachment(side: TicketSide, id: number) {
  return useMutation({
    mutationFn: (attachmentId: number) => api.download(ticketPaths(side).attachment(id, attachmentId)).then(saveFile),
  });
}

/** Adds a message to the thread (the other side is notified). */
export function useSendTicketMessage(side: TicketSide, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<One>(ticketPaths(side).messages(id), { body }).then((r) => r.data),
    onSuccess: (ticket) => settle(client, side, ticket),
  });
}

/** Resolves the ticket with a resolution note. */
export function useResolveTicket(side: TicketSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<One>(ticketPaths(side).resolve(id), { resolution_note: note }).then((r) => r.data),
    onSuccess: (ticket) => settle(client, side, ticket),
  });
}

/** Reopens a resolved ticket (partner, within the reopen window). */
export function useReopenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<One>(ticketPaths("partner").reopen(id)).then((r) => r.data),
    onSuccess: (ticket) => settle(client, "partner", ticket),
  });
}

/** Rates the support after the resolution (partner). */
export function useRateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: number; rating: number; comment: string }) =>
      api.post<One>(ticketPaths("partner").rating(id), { rating, comment }).then((r) => r.data),
    onSuccess: (ticket) => settle(client, "partner", ticket),
  });
}

/** The Superadmin sets the status or the assignee. */
export function useUpdateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number; status?: string; assigned_to?: number | null }) =>
      api.patch<One>(ticketPaths("admin").one(id), patch).then((r) => r.data),
    onSuccess: (ticket) => settle(client, "admin", ticket),
  });
}
