import type { CommissionDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { commissionKeys, commissionPaths, type Side } from "./keys";

/** One record with its history and what the caller may do next; idle without an id. */
export function useCommission(side: Side, id: number | null) {
  return useQuery({
    queryKey: commissionKeys.detail(side, id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: CommissionDetail }>(commissionPaths.detail(side, id!), { signal }).then((r) => r.data),
    enabled: id !== null && id > 0,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}
