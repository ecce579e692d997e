import type { ApplicationItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationKeys, type ListEnvelope } from "./keys";

export type ApplicationList = ListEnvelope<ApplicationItem>;

export const getApplications = (query: string, signal?: AbortSignal) =>
  api.get<ApplicationList>(`/partner/application/?${query}`, { signal });

/** One page of the partner's applications; `query` is the URL's list query (filters, page, ordering). */
export function useApplications(query: string) {
  return useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
  });
}
