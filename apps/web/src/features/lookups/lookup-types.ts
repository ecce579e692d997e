import { currentLocale } from "../../lib/format";
import { countryName } from "../../lib/ref-names";

/** A country as the lookups answer it. */
export type Country = {
  id: number;
  name: string;
  iso2: string;
  iso3: string;
  phone_code: string | null;
  flag: string | null;
  is_study_destination: boolean;
};

/** A state, a study level or anything else with an id and a name. */
export type Named = { id: number; name: string };

export type LookupOption = { value: string; label: string };

/** Select options (Mantine wants string values) from a lookup list. */
export function toOptions(items: readonly Named[] | undefined): LookupOption[] {
  return (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
}

/**
 * Select options of countries, named in the reader's language from their ISO codes and sorted in its order
 * (docs/decisions/047); call it in a render that follows the language (useTranslation).
 */
export function toCountryOptions(items: readonly Country[] | undefined): LookupOption[] {
  const locale = currentLocale();
  return (items ?? [])
    .map((c) => ({ value: String(c.id), label: countryName(c.iso2, c.name, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Lookups rarely change: keep them for the session. */
export const LOOKUP_STALE_MS = 30 * 60_000;
