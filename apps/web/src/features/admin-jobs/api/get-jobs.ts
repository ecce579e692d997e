import { type AdminJobList, adminJobPaths } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The screen refreshes on its own this often (the counts and the page it shows). */
export const JOBS_REFRESH_MS = 5_000;

export const adminJobKeys = {
  all: ["admin-jobs"] as const,
  lists: () => [...adminJobKeys.all, "list"] as const,
  list: (query: string) => [...adminJobKeys.lists(), query] as const,
};

export const getAdminJobs = (query: string, signal?: AbortSignal) =>
  api.get<AdminJobList>(`${adminJobPaths.list}?${query}`, { signal });

export const adminJobsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminJobKeys.list(query),
    queryFn: ({ signal }) => getAdminJobs(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: JOBS_REFRESH_MS,
  });

/** A page of jobs with the counts per kind and state, refreshed every few seconds. */
export function useAdminJobs(query: string) {
  return useQuery(adminJobsQueryOptions(query));
}
