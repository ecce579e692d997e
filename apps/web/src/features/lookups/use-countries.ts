import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { type Country, LOOKUP_STALE_MS } from "./lookup-types";

export const lookupKeys = {
  countries: ["lookups", "countries"] as const,
  /** The Superadmin's: every country of the Masters with its code (use-ref-names.ts). */
  masterCountries: ["lookups", "countries", "masters"] as const,
  states: (countryId: number) => ["lookups", "states", countryId] as const,
  destinations: ["lookups", "study-destinations"] as const,
  studyLevels: (destinationId: number) => ["lookups", "study-levels", destinationId] as const,
  allLevels: ["lookups", "all-levels"] as const,
  /** Statuses and levels with their names per language (use-master-names.ts). */
  masterNames: ["lookups", "master-names"] as const,
};

/** Every active country (nationality, residence). */
export function useCountries() {
  return useQuery({
    queryKey: lookupKeys.countries,
    queryFn: ({ signal }) => api.get<{ data: Country[] }>("/partner/country/", { signal }).then((r) => r.data),
    staleTime: LOOKUP_STALE_MS,
  });
}
