import type { MasterItem, MasterResource } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type MasterList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: MasterItem[] };
};

export const masterKeys = {
  all: ["masters"] as const,
  resource: (resource: MasterResource) => [...masterKeys.all, resource] as const,
  list: (resource: MasterResource, query: string) => [...masterKeys.resource(resource), "list", query] as const,
};

export const getMasters = (resource: MasterResource, query: string, signal?: AbortSignal) =>
  api.get<MasterList>(`/masters/${resource}/?${query}`, { signal });

export const mastersQueryOptions = (resource: MasterResource, query: string) =>
  queryOptions({
    queryKey: masterKeys.list(resource, query),
    queryFn: ({ signal }) => getMasters(resource, query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of one Masters resource. */
export function useMasters(resource: MasterResource, query: string) {
  return useQuery(mastersQueryOptions(resource, query));
}

/** Up to 100 active rows of a resource, as choices for another resource's form (years, regions, levels). */
export function useMasterOptions(resource: MasterResource, enabled = true) {
  return useQuery({
    ...mastersQueryOptions(resource, "page=1&page_size=100&is_active=true"),
    placeholderData: undefined,
    staleTime: 60_000,
    enabled,
  });
}
