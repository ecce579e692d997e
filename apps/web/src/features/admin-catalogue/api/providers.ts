import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AdminProvider, adminCatalogueKeys, type Paged } from "./keys";

export const getAdminProviders = (query: string, signal?: AbortSignal) =>
  api.get<Paged<AdminProvider>>(`/admin/providers/?${query}`, { signal });

export const adminProvidersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminCatalogueKeys.providerList(query),
    queryFn: ({ signal }) => getAdminProviders(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of providers, active or not. */
export function useAdminProviders(query: string) {
  return useQuery(adminProvidersQueryOptions(query));
}

/** Up to 50 providers whose name matches, for a provider picker; idle until `enabled`. */
export function useProviderOptions(search: string, enabled = true) {
  return useQuery<AdminProvider[]>({
    queryKey: adminCatalogueKeys.providerOptions(search),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page: "1", page_size: "50" });
      if (search) q.set("search", search);
      return getAdminProviders(q.toString(), signal).then((r) => r.results.data);
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

export type SaveInput = { id?: number; body: Record<string, unknown> };

export const saveProvider = ({ id, body }: SaveInput) =>
  (id === undefined
    ? api.post<{ data: AdminProvider }>("/admin/providers/", body)
    : api.patch<{ data: AdminProvider }>(`/admin/providers/${id}/`, body)
  ).then((r) => r.data);

/** Creates a provider (no id) or changes one (any part, e.g. `{is_active}`); the course lists show its name too. */
export function useSaveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProvider,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCatalogueKeys.providers() }),
        client.invalidateQueries({ queryKey: adminCatalogueKeys.courses() }),
      ]),
  });
}
