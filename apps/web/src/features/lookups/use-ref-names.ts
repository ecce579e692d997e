import { PAGE_SIZE_MAX } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client";
import { useSession } from "../../lib/auth/session-store";
import { intlLocale } from "../../lib/i18n/languages";
import { countryName, intakeName, languageName } from "../../lib/ref-names";
import { type Country, LOOKUP_STALE_MS } from "./lookup-types";
import { lookupKeys } from "./use-countries";
import { type MasterNames, useMasterNames } from "./use-master-names";

/** A country as answers carry it: its id and stored name, sometimes its code. */
export type CountryRef = { id?: number | null; name: string; iso2?: string | null };

export type RefNames = MasterNames & {
  /** The country's name in the reader's language; the stored name while the codes load or without one. */
  country: (c: CountryRef | null | undefined) => string;
  /** The intake's name in the reader's language ("septiembre de 2027"); other names as stored. */
  intake: (i: { name: string; month?: number | null; year?: number | null } | null | undefined) => string;
  /** A language's name in the reader's language, from its code or common English name. */
  language: (value: string | null | undefined) => string;
};

type CountryCode = Pick<Country, "id" | "name" | "iso2">;

/**
 * Every country with its code as the Masters list them (the Superadmin's screens, which may not read the partners'
 * lookup): the list's pages of the largest size, inactive countries too (older records still name them).
 */
async function masterCountries(signal: AbortSignal): Promise<CountryCode[]> {
  const url = (page: number) => `/masters/countries/?page=${page}&page_size=${PAGE_SIZE_MAX}`;
  type Page = { count: number; results: { data: CountryCode[] } };
  const first = await api.get<Page>(url(1), { signal });
  const pages = Math.ceil(first.count / PAGE_SIZE_MAX);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api.get<Page>(url(i + 2), { signal })),
  );
  return [first, ...rest].flatMap((p) => p.results.data.map(({ id, name, iso2 }) => ({ id, name, iso2 })));
}

/**
 * Names of reference data in the reader's language (docs/decisions/047). Countries in answers are `{ id, name }`
 * (or a stored name alone): their ISO codes come from the countries lookup (cached for the session, shared with the
 * forms' selects) for partners, from the Masters' country list for the Superadmin. Statuses and levels by id from
 * Masters' names per language (use-master-names.ts, docs/decisions/048). Re-renders when the language changes.
 */
export function useRefNames(): RefNames {
  const { i18n } = useTranslation();
  const role = useSession((s) => s.role);
  const countries = useQuery<CountryCode[]>({
    queryKey: role === "Superadmin" ? lookupKeys.masterCountries : lookupKeys.countries,
    queryFn: ({ signal }) =>
      role === "Superadmin"
        ? masterCountries(signal)
        : api.get<{ data: Country[] }>("/partner/country/", { signal }).then((r) => r.data),
    staleTime: LOOKUP_STALE_MS,
    enabled: role === "Partner" || role === "Superadmin",
  });
  // The language the names are written in: a new one writes them again.
  const locale = intlLocale(i18n.language ?? "en");
  const masters = useMasterNames();
  return useMemo(() => {
    const byId = new Map((countries.data ?? []).map((c) => [c.id, c.iso2]));
    // An answer that carries only the stored (English) name, e.g. a student's nationality in an admin list.
    const byName = new Map((countries.data ?? []).map((c) => [c.name, c.iso2]));
    const code = (c: CountryRef) => c.iso2 ?? (c.id != null ? byId.get(c.id) : byName.get(c.name));
    return {
      ...masters,
      country: (c) => (c ? countryName(code(c), c.name, locale) : ""),
      intake: (i) => (i ? intakeName(i, locale) : ""),
      language: (value) => languageName(value, locale),
    };
  }, [countries.data, locale, masters]);
}
