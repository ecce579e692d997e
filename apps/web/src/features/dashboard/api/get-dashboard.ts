import type { DashboardData } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type DashboardScope = DashboardData["scope"];

export const dashboardKeys = {
  all: ["dashboard"] as const,
  scope: (scope: DashboardScope | undefined) => [...dashboardKeys.all, scope ?? "default"] as const,
};

/** The partner's figures; without a scope the server picks the widest one the viewer may see. */
export const getDashboard = (scope: DashboardScope | undefined, signal?: AbortSignal) =>
  api
    .get<{ data: DashboardData }>(`/partner/dashboard/${scope ? `?scope=${scope}` : ""}`, { signal })
    .then((r) => r.data);

export const dashboardQueryOptions = (scope: DashboardScope | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.scope(scope),
    queryFn: ({ signal }) => getDashboard(scope, signal),
    placeholderData: keepPreviousData,
  });

/** Totals, pipeline, trends and recent activity for the dashboard. */
export function useDashboard(scope: DashboardScope | undefined, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(scope), enabled });
}
