import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BankSide } from "../api/bank-keys";
import { useProviderOptions } from "../api/get-filter-options";

type Props = Omit<SelectProps, "data" | "value" | "onChange" | "searchValue" | "onSearchChange"> & {
  side: BankSide;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The chosen provider's name when it may not be among the first results (a reload, an edited document). */
  knownName?: string | null;
};

/** A provider picker that searches on the server as you type (there may be thousands of providers). */
export function ProviderSelect({ side, value, onChange, knownName, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const seen = useRef(new Map<string, string>());
  const chosenName = value ? (seen.current.get(value) ?? knownName ?? null) : null;
  // Showing the chosen name in the box is not a search: list the first providers then.
  const options = useProviderOptions(side, debounced === chosenName ? "" : debounced, !disabled);

  const data = useMemo(() => {
    const rows = (options.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
    for (const r of rows) seen.current.set(r.value, r.label);
    if (value && chosenName && !rows.some((r) => r.value === value)) rows.unshift({ value, label: chosenName });
    return rows;
  }, [options.data, value, chosenName]);

  return (
    <Select
      {...rest}
      disabled={disabled}
      searchable
      clearable
      data={data}
      value={value}
      onChange={(v) => onChange(v)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        options.isFetching ? t("documentsBankPage.filters.loading") : t("documentsBankPage.filters.nothingFound")
      }
    />
  );
}
