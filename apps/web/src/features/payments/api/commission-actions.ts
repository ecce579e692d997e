import type { CommissionAdminMoveBody, CommissionDetail } from "@pp/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch, saveFile } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { commissionKeys, commissionPaths, type Side } from "./keys";

/** The new state of a record goes into its detail; lists and totals are fetched again. */
function settle(client: QueryClient, side: Side, detail: CommissionDetail) {
  client.setQueryData(commissionKeys.detail(side, detail.id), detail);
  return Promise.all([
    client.invalidateQueries({ queryKey: commissionKeys.lists(side) }),
    client.invalidateQueries({ queryKey: commissionKeys.summaries(side) }),
  ]);
}

export type ClaimInput = { invoice_number: string; note: string | null; file: File };

/** 412 (the record changed meanwhile): every commission query is fetched again, so the screen shows the change. */
function reloadWhenStale(client: QueryClient, error: unknown) {
  if (isApiError(error) && error.status === 412)
    void client.invalidateQueries({ queryKey: commissionKeys.all("partner") });
}

/**
 * The partner's claim: the text fields first, then the invoice file (the server reads them in that order); the
 * version on screen goes as If-Match.
 */
export function useClaimCommission(id: number, version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoice_number, note, file }: ClaimInput) => {
      const form = new FormData();
      form.append("invoice_number", invoice_number);
      if (note) form.append("note", note);
      form.append("file", file, file.name);
      return api
        .upload<{ data: CommissionDetail }>(commissionPaths.claim(id), form, ifMatch(version))
        .then((r) => r.data);
    },
    onSuccess: (detail) => settle(client, "partner", detail),
    onError: (error) => reloadWhenStale(client, error),
  });
}

/** The partner disputes an approved or paid record, naming the version on screen (If-Match). */
export function useDisputeCommission(id: number, version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api
        .post<{ data: CommissionDetail }>(commissionPaths.dispute(id), { reason }, ifMatch(version))
        .then((r) => r.data),
    onSuccess: (detail) => settle(client, "partner", detail),
    onError: (error) => reloadWhenStale(client, error),
  });
}

/**
 * The Superadmin moves a record along its allowed moves, naming the version shown (If-Match): a record changed
 * meanwhile answers 412 with a sentence, and the list and detail reload.
 */
export function useMoveCommission(id: number, version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionAdminMoveBody) =>
      api.post<{ data: CommissionDetail }>(commissionPaths.move(id), body, ifMatch(version)).then((r) => r.data),
    onSuccess: (detail) => settle(client, "admin", detail),
    onError: (error) => {
      if (isApiError(error) && error.status === 412) void client.invalidateQueries();
    },
  });
}

/** Downloads the claim's invoice with the server's file name. */
export function useDownloadInvoice(side: Side, id: number) {
  return useMutation({
    mutationFn: () => api.download(commissionPaths.invoice(side, id)).then(saveFile),
  });
}
