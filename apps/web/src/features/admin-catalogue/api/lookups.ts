import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminCatalogueKeys, type Paged, type Ref } from "./keys";

/** A country as the Masters answer it (the columns these screens use). */
export type CountryOption = Ref & { iso2: string; currency: string | null; is_study_destination: boolean };

const LOOKUP_STALE_MS = 10 * 60_000;
const PAGE = 100;

/** Every active country, all pages of the Masters list (providers can be in any of them). */
export async function getAllCountries(signal?: AbortSignal): Promise<CountryOption[]> {
  const url = (page: number) => `/masters/countries/?page=${page}&page_size=${PAGE}&is_active=true`;
  const first = await api.get<Paged<CountryOption>>(url(1), { signal });
  const pages = Math.ceil(first.count / PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api.get<Paged<CountryOption>>(url(i + 2), { signal })),
  );
  return [first, ...rest]
    .flatMap((p) => p.results.data)
    .map(({ id, name, iso2, currency, is_study_destination }) => ({ id, name, iso2, currency, is_study_destination }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useCountryOptions() {
  return useQuery({
    queryKey: adminCatalogueKeys.countries(),
    queryFn: ({ signal }) => getAllCountries(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every active study level, in the Masters' order. */
export function useLevelOptions() {
  return useQuery({
    queryKey: adminCatalogueKeys.levels(),
    queryFn: ({ signal }) => api.get<{ data: Ref[] }>("/filter/level/", { signal }).then((r) => r.data),
    staleTime: LOOKUP_STALE_MS,
  });
}
