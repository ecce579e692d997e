import type { AdminPartnerItem } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type AdminPartnerList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: AdminPartnerItem[] };
};

export const adminPartnerKeys = {
  all: ["admin-partners"] as const,
  lists: () => [...adminPartnerKeys.all, "list"] as const,
  list: (query: string) => [...adminPartnerKeys.lists(), query] as const,
  detail: (id: number) => [...adminPartnerKeys.all, "detail", id] as const,
};

export const getAdminPartners = (query: string, signal?: AbortSignal) =>
  api.get<AdminPartnerList>(`/admin/partners/?${query}`, { signal });

export const adminPartnersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminPartnerKeys.list(query),
    queryFn: ({ signal }) => getAdminPartners(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of partners, pending sign-ups first. */
export function useAdminPartners(query: string) {
  return useQuery(adminPartnersQueryOptions(query));
}

/** How many sign-ups wait for approval (for the tab's count). */
export function usePendingPartnerCount() {
  return useQuery({ ...adminPartnersQueryOptions("status=pending&page=1&page_size=1"), select: (r) => r.count });
}
