import type { CommissionItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { commissionKeys, commissionPaths, type ListEnvelope, type Side } from "./keys";

/** One page of commission records; `query` is the list's URL query (filters and page). */
export function useCommissions(side: Side, query: string) {
  return useQuery({
    queryKey: commissionKeys.list(side, query),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<CommissionItem>>(`${commissionPaths.list(side)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
