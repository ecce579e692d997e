import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { type Country, LOOKUP_STALE_MS } from "./lookup-types";
import { lookupKeys } from "./use-countries";

/** The countries students can study in. */
export function useStudyDestinations() {
  return useQuery({
    queryKey: lookupKeys.destinations,
    queryFn: ({ signal }) =>
      api.get<{ data: Country[] }>("/partner/country-study-list/", { signal }).then((r) => r.data),
    staleTime: LOOKUP_STALE_MS,
  });
}
