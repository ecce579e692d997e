import type { AdminDashboardData } from "@pp/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const adminDashboardKeys = { all: ["admin-dashboard"] as const };

/** The whole platform's figures for the Superadmin (issue 18). */
export const getAdminDashboard = (signal?: AbortSignal) =>
  api.get<{ data: AdminDashboardData }>("/admin/dashboard/", { signal }).then((r) => r.data);

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminDashboardKeys.all, queryFn: ({ signal }) => getAdminDashboard(signal) });

/** Partners, months, pipeline, tickets, commission, top lists and failed jobs for the Superadmin's landing page. */
export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
