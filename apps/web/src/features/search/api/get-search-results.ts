import { SEARCH_MIN_LENGTH, type SearchResults, searchNumber, searchPath } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string) => [...searchKeys.all, q] as const,
};

/** Whether the server takes this query: a number, or at least two characters (the server says the same). */
export const searchable = (q: string) => q.trim().length >= SEARCH_MIN_LENGTH || searchNumber(q) !== null;

export const getSearchResults = (q: string, signal?: AbortSignal) =>
  api.get<{ data: SearchResults }>(`${searchPath}?${new URLSearchParams({ q: q.trim() })}`, { signal });

export const searchResultsOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.query(q.trim()),
    queryFn: async ({ signal }): Promise<SearchResults> => (await getSearchResults(q, signal)).data,
    // While the next answer comes, the last one stays (the list does not jump empty between keystrokes).
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: searchable(q),
  });

/** The records matching `q` (already debounced), asked only when the server would take it. */
export function useSearchResults(q: string) {
  return useQuery(searchResultsOptions(q));
}
