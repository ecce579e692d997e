import type { ProviderItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { catalogueKeys, type Page } from "./catalogue-keys";

export const getProviders = (query: string, signal?: AbortSignal) =>
  api.get<Page<ProviderItem>>(`/partner/educationprovider/?${query}`, { signal });

/** A page of education providers for an API query string (search, country, type, page). */
export function useProviders(query: string, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.providers(query),
    queryFn: ({ signal }) => getProviders(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
