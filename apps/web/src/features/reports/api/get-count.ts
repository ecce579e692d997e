import type { ReportKind } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { filterQuery, type ReportFilters, reportPaths } from "../utils/report-kinds";
import { reportKeys } from "./keys";

export type ReportCount = { count: number; background: boolean; limit: number };

/** How many rows the export would have with these filters, and whether it would run in the background. */
export function useReportCount(kind: ReportKind, filters: ReportFilters) {
  return useQuery<ReportCount>({
    queryKey: reportKeys.count(kind, filterQuery(filters)),
    queryFn: ({ signal }) =>
      api.get<{ data: ReportCount }>(reportPaths.count(kind, filters), { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
