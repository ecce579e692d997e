import type { adminPartnerDetail } from "@pp/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { adminPartnerKeys } from "./get-partners";

export type AdminPartnerDetail = z.infer<typeof adminPartnerDetail>;

export const getAdminPartner = (id: number, signal?: AbortSignal) =>
  api.get<{ data: AdminPartnerDetail }>(`/admin/partners/${id}/`, { signal }).then((r) => r.data);

export const adminPartnerQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminPartnerKeys.detail(id), queryFn: ({ signal }) => getAdminPartner(id, signal) });

/** One partner with its users and counts. */
export function useAdminPartner(id: number) {
  return useQuery({ ...adminPartnerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
