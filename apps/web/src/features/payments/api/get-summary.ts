import type { CommissionSummary } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { commissionKeys, commissionPaths, type Side } from "./keys";

/** Expected against received per currency, the count per status and the overdue claims, for the filters. */
export function useCommissionSummary(side: Side, query: string) {
  return useQuery<CommissionSummary>({
    queryKey: commissionKeys.summary(side, query),
    queryFn: ({ signal }) =>
      api
        .get<{ data: CommissionSummary }>(`${commissionPaths.summary(side)}${query ? `?${query}` : ""}`, { signal })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
