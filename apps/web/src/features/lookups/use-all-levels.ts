import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { LOOKUP_STALE_MS, type Named } from "./lookup-types";
import { lookupKeys } from "./use-countries";

/** Every study level, for filters. */
export function useAllLevels() {
  return useQuery({
    queryKey: lookupKeys.allLevels,
    queryFn: ({ signal }) => api.get<{ data: Named[] }>("/filter/level/", { signal }).then((r) => r.data),
    staleTime: LOOKUP_STALE_MS,
  });
}
