import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../../../lib/i18n/languages";
import { countryName } from "../../../lib/ref-names";
import { type CountryOption, useCountryOptions } from "../api/lookups";

type Props = Omit<SelectProps, "data"> & {
  /** A country to offer even if it is not active any more (the edited provider's). */
  current?: { id: number; name: string } | null;
};

/**
 * Study destinations first, then every other active country, each named in the reader's language from its code
 * and in the language's order (docs/decisions/047); searchable.
 */
export function CountrySelect({ current, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language ?? "en");
  const countries = useCountryOptions();
  const all: CountryOption[] = countries.data ?? [];
  const option = (c: { id: number; name: string; iso2?: string }) => ({
    value: String(c.id),
    label: countryName(c.iso2, c.name, locale),
  });
  const sorted = (list: CountryOption[]) => list.map(option).sort((a, b) => a.label.localeCompare(b.label, locale));
  const extra = current && !all.some((c) => c.id === current.id) ? [option(current)] : [];
  const destinations = sorted(all.filter((c) => c.is_study_destination));
  const others = [...extra, ...sorted(all.filter((c) => !c.is_study_destination))];
  return (
    <Select
      searchable
      data={[
        ...(destinations.length
          ? [{ group: t("adminCataloguePage.countries.destinations"), items: destinations }]
          : []),
        ...(others.length ? [{ group: t("adminCataloguePage.countries.others"), items: others }] : []),
      ]}
      nothingFoundMessage={countries.isLoading ? t("adminCataloguePage.loading") : t("adminCataloguePage.nothingFound")}
      {...props}
    />
  );
}
