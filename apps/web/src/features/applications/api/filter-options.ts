import type { ProviderItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationKeys, type ListEnvelope } from "./keys";

type Named = { id: number; name: string };

/** Study destinations (for the destination filter). */
export function useDestinations() {
  return useQuery({
    queryKey: applicationKeys.options("destinations", ""),
    queryFn: ({ signal }) => api.get<{ data: Named[] }>("/partner/country-study-list/", { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** Every study level (for the study level filter). */
export function useStudyLevels() {
  return useQuery({
    queryKey: applicationKeys.options("levels", ""),
    queryFn: ({ signal }) => api.get<{ data: Named[] }>("/filter/level/", { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** Up to 20 providers matching the search. */
export function useProviderOptions(search: string) {
  return useQuery<Named[]>({
    queryKey: applicationKeys.options("providers", search),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page_size: "20" });
      if (search) q.set("search", search);
      return api
        .get<ListEnvelope<ProviderItem>>(`/partner/educationprovider/?${q}`, { signal })
        .then((r) => r.results.data.map(({ id, name }) => ({ id, name })));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One provider's name, for a provider id read from the URL. */
export function useProviderName(id: number) {
  return useQuery({
    queryKey: applicationKeys.options("provider", String(id)),
    queryFn: ({ signal }) =>
      api.get<{ data: ProviderItem }>(`/partner/educationprovider/${id}/`, { signal }).then((r) => r.data.name),
    enabled: id > 0,
    staleTime: 10 * 60_000,
  });
}
