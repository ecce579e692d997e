import { apiPaths } from "@pp/shared/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type SignUpCountry = { id: number; name: string; iso2: string };

export const getSignUpCountries = (signal?: AbortSignal) =>
  api.get<{ data: SignUpCountry[] }>(apiPaths.signupCountries, { auth: false, signal }).then((r) => r.data);

export const signUpCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ["signup", "countries"],
    queryFn: ({ signal }) => getSignUpCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSignUpCountries() {
  return useQuery(signUpCountriesQueryOptions());
}
