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

/**
 * Names of reference data in the reader's language (docs/decisions/047). Countries in answers are `{ id, name }`:
 * their ISO codes come from the countries lookup (cached for the session, shared with the forms' selects), which
 * partners read; for anyone else the stored names stay. Statuses and levels by id from Masters' names per language
 * (use-master-names.ts, docs/decisions/048). Re-renders when the language changes.
 */
export function useRefNames(): RefNames {
  const { i18n } = useTranslation();
  const partner = useSession((s) => s.role === "Partner");
  const countries = useQuery({
    queryKey: lookupKeys.countries,
    queryFn: ({ signal }) => api.get<{ data: Country[] }>("/partner/country/", { signal }).then((r) => r.data),
    staleTime: LOOKUP_STALE_MS,
    enabled: partner,
  });
  // The language the names are written in: a new one writes them again.
  const locale = intlLocale(i18n.language ?? "en");
  const masters = useMasterNames();
  return useMemo(() => {
    const codes = new Map((countries.data ?? []).map((c) => [c.id, c.iso2]));
    return {
      ...masters,
      country: (c) => (c ? countryName(c.iso2 ?? (c.id != null ? codes.get(c.id) : undefined), c.name, locale) : ""),
      intake: (i) => (i ? intakeName(i, locale) : ""),
      language: (value) => languageName(value, locale),
    };
  }, [countries.data, locale, masters]);
}
