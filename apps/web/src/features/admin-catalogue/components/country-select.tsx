import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type CountryOption, useCountryOptions } from "../api/lookups";

type Props = Omit<SelectProps, "data"> & {
  /** A country to offer even if it is not active any more (the edited provider's). */
  current?: { id: number; name: string } | null;
};

/** Study destinations first, then every other active country; searchable. */
export function CountrySelect({ current, ...props }: Props) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const all: CountryOption[] = countries.data ?? [];
  const option = (c: { id: number; name: string }) => ({ value: String(c.id), label: c.name });
  const extra = current && !all.some((c) => c.id === current.id) ? [option(current)] : [];
  const destinations = all.filter((c) => c.is_study_destination).map(option);
  const others = [...extra, ...all.filter((c) => !c.is_study_destination).map(option)];
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
