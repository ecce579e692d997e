import type { TicketCreateBody, TicketDetail } from "@pp/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch, saveFile } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
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

/** 412 (changed by someone else meanwhile): the ticket on screen is fetched again. */
function reloadWhenStale(client: QueryClient, side: TicketSide, id: number, error: unknown) {
  if (isApiError(error) && error.status === 412)
    void client.invalidateQueries({ queryKey: ticketKeys.detail(side, id) });
}

/** Resolves the ticket with a resolution note, naming the version on screen (If-Match). */
export function useResolveTicket(side: TicketSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note, version }: { id: number; note: string; version?: string }) =>
      api.post<One>(ticketPaths(side).resolve(id), { resolution_note: note }, ifMatch(version)).then((r) => r.data),
    onSuccess: (ticket) => settle(client, side, ticket),
    onError: (error, { id }) => reloadWhenStale(client, side, id, error),
  });
}

/** Reopens a resolved ticket (partner, within the reopen window), naming the version on screen (If-Match). */
export function useReopenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version?: string }) =>
      api.post<One>(ticketPaths("partner").reopen(id), undefined, ifMatch(version)).then((r) => r.data),
    onSuccess: (ticket) => settle(client, "partner", ticket),
    onError: (error, { id }) => reloadWhenStale(client, "partner", id, error),
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

/**
 * The Superadmin sets the status or the assignee of the ticket as shown (`version`, its updated_at, goes as
 * If-Match): if a colleague changed it meanwhile, the server answers 412 and the ticket reloads.
 */
export function useUpdateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      ...patch
    }: {
      id: number;
      version?: string;
      status?: string;
      assigned_to?: number | null;
    }) => api.patch<One>(ticketPaths("admin").one(id), patch, ifMatch(version)).then((r) => r.data),
    onSuccess: (ticket) => settle(client, "admin", ticket),
    onError: (error, { id }) => reloadWhenStale(client, "admin", id, error),
  });
}
