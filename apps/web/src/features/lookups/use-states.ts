import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { LOOKUP_STALE_MS, type Named } from "./lookup-types";
import { lookupKeys } from "./use-countries";

/** The states of a country; idle (no request) until a country is chosen. */
export function useStates(countryId: number | null | undefined) {
  return useQuery({
    queryKey: lookupKeys.states(countryId ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: (Named & { code: string })[] }>(`/partner/state/${countryId}`, { signal }).then((r) => r.data),
    enabled: !!countryId,
    staleTime: LOOKUP_STALE_MS,
  });
}
