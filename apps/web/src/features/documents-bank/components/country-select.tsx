import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBankCountries } from "../api/get-filter-options";

type Props = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/** Every active country, searchable. */
export function CountrySelect({ value, onChange, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  const countries = useBankCountries();
  return (
    <Select
      {...rest}
      searchable
      clearable
      data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={value}
      onChange={(v) => onChange(v)}
      placeholder={countries.isLoading ? t("documentsBankPage.filters.loading") : placeholder}
      nothingFoundMessage={t("documentsBankPage.filters.nothingFound")}
    />
  );
}
