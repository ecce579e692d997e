import type { CommissionAdminMoveBody, CommissionDetail } from "@pp/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
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

/** The partner's claim: the text fields first, then the invoice file (the server reads them in that order). */
export function useClaimCommission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoice_number, note, file }: ClaimInput) => {
      const form = new FormData();
      form.append("invoice_number", invoice_number);
      if (note) form.append("note", note);
      form.append("file", file, file.name);
      return api.upload<{ data: CommissionDetail }>(commissionPaths.claim(id), form).then((r) => r.data);
    },
    onSuccess: (detail) => settle(client, "partner", detail),
  });
}

/** The partner disputes an approved or paid record. */
export function useDisputeCommission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ data: CommissionDetail }>(commissionPaths.dispute(id), { reason }).then((r) => r.data),
    onSuccess: (detail) => settle(client, "partner", detail),
  });
}

/** The Superadmin moves a record along its allowed moves. */
export function useMoveCommission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionAdminMoveBody) =>
      api.post<{ data: CommissionDetail }>(commissionPaths.move(id), body).then((r) => r.data),
    onSuccess: (detail) => settle(client, "admin", detail),
  });
}

/** Downloads the claim's invoice with the server's file name. */
export function useDownloadInvoice(side: Side, id: number) {
  return useMutation({
    mutationFn: () => api.download(commissionPaths.invoice(side, id)).then(saveFile),
  });
}
