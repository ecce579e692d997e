import type { SubLoginItem } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type SubLoginList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: SubLoginItem[]; message: string; status_code: number };
};

export const subLoginKeys = {
  all: ["sublogins"] as const,
  lists: () => [...subLoginKeys.all, "list"] as const,
  list: (query: string) => [...subLoginKeys.lists(), query] as const,
  roles: () => [...subLoginKeys.all, "roles"] as const,
};

export const getSubLogins = (query: string, signal?: AbortSignal) =>
  api.get<SubLoginList>(`/partner/sublogin/list/?${query}`, { signal });

export const subLoginsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: subLoginKeys.list(query),
    queryFn: ({ signal }) => getSubLogins(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the partner's sub-logins with what each created. */
export function useSubLogins(query: string) {
  return useQuery(subLoginsQueryOptions(query));
}
