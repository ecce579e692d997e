import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProvider } from "../api/get-provider";
import { useProviders } from "../api/get-providers";
import "../strings";

type Props = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: string;
  onChange: (id: string) => void;
};

/** A provider picker that searches the server as you type; the chosen one keeps its name after a reload. */
export function ProviderSelect({ value, onChange, ...props }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [open, setOpen] = useState(false);
  const q = new URLSearchParams({ page: "1", page_size: "30" });
  if (debounced.trim()) q.set("search", debounced.trim());
  const list = useProviders(q.toString(), open || !!debounced);
  const chosenId = Number(value) || null;
  const chosen = useProvider(chosenId);

  // After a reload the chosen provider's name arrives later than the value: show it in the box.
  const chosenName = chosen.data?.name;
  useEffect(() => {
    if (chosenName && value) setSearch((s) => s || chosenName);
  }, [chosenName, value]);

  const options = (list.data?.results.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (chosen.data && !options.some((o) => o.value === value)) {
    options.unshift({ value: String(chosen.data.id), label: chosen.data.name });
  }

  return (
    <Select
      label={t("cataloguePage.filters.provider")}
      placeholder={t("cataloguePage.filters.providerPlaceholder")}
      nothingFoundMessage={list.isFetching ? undefined : t("cataloguePage.filters.providerNothing")}
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(v) => onChange(v ?? "")}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={({ options: all }) => all}
      {...props}
    />
  );
}
