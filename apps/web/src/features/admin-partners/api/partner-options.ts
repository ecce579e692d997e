import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type PartnerOption = { id: number; company_name: string };
type ListEnvelope<T> = { count: number; results: { data: T[] } };

/** Partners whose company, contact or e-mail matches `search` (the first 20), for the Superadmin's partner filters. */
export function usePartnerOptions(search: string) {
  return useQuery<PartnerOption[]>({
    queryKey: ["admin-partners", "options", search],
    queryFn: ({ signal }) =>
      api
        .get<ListEnvelope<PartnerOption>>(`/admin/partners/?${new URLSearchParams({ search, page_size: "20" })}`, {
          signal,
        })
        .then((r) => r.results.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The company name of the partner chosen in the URL, so the filter shows it after a reload. */
export function usePartnerName(id: number) {
  return useQuery({
    queryKey: ["admin-partners", "name", id],
    queryFn: ({ signal }) =>
      api.get<{ data: PartnerOption }>(`/admin/partners/${id}/`, { signal }).then((r) => r.data.company_name),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });
}
