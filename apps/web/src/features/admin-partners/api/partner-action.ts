import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminPartnerDetail } from "./get-partner";
import { adminPartnerKeys } from "./get-partners";

export type PartnerAction = "approve" | "reject" | "suspend" | "reactivate";
export type PartnerActionInput = { id: number; action: PartnerAction; reason?: string };

export const runPartnerAction = ({ id, action, reason }: PartnerActionInput) =>
  api
    .post<{ data: AdminPartnerDetail }>(
      `/admin/partners/${id}/${action}/`,
      reason === undefined ? undefined : { reason },
    )
    .then((r) => r.data);

/** Approves, rejects (with a reason), suspends (with a reason) or reactivates a partner; refusals are 409s. */
export function usePartnerAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runPartnerAction,
    onSuccess: (saved) => {
      client.setQueryData(adminPartnerKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: adminPartnerKeys.lists() });
    },
  });
}
