import type { partnerCommissionBody } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { AdminPartnerDetail } from "./get-partner";
import { adminPartnerKeys } from "./get-partners";

export type CommissionBody = z.output<typeof partnerCommissionBody>;

export const updateCommission = ({ id, body }: { id: number; body: CommissionBody }) =>
  api.patch<{ data: AdminPartnerDetail }>(`/admin/partners/${id}/`, body).then((r) => r.data);

/** Sets the partner's commission rate and currency. */
export function useUpdateCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCommission,
    onSuccess: (saved) => {
      client.setQueryData(adminPartnerKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: adminPartnerKeys.lists() });
    },
  });
}
