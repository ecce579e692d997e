import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProvider, Ref } from "../api/keys";
import { useProviderOptions } from "../api/providers";

type Props = Omit<SelectProps, "data" | "value" | "onChange" | "searchValue" | "onSearchChange" | "filter"> & {
  value: string | null;
  onChange: (id: string | null, provider: AdminProvider | null) => void;
  /** The chosen provider when the options may not hold it yet (an edited course, a filter read from the URL). */
  known?: Ref | null;
};

/** A provider picker that searches the server as you type (active and inactive providers). */
export function ProviderPicker({ value, onChange, known, ...props }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const labelOf = (p: AdminProvider) =>
    p.is_active ? p.name : t("adminCataloguePage.providerPicker.inactive", { name: p.name });
  // Every provider seen so far, so the chosen one keeps its label whatever the current search returns.
  const seen = useRef(new Map<string, AdminProvider>());
  const seenChosen = value ? seen.current.get(value) : undefined;
  const chosenLabel = seenChosen ? labelOf(seenChosen) : known && String(known.id) === value ? known.name : null;
  // The box shows the chosen provider's name: that is not a search, so list from the start.
  const query = debounced.trim() === chosenLabel ? "" : debounced.trim();
  const list = useProviderOptions(query, opened || !!value);
  for (const p of list.data ?? []) seen.current.set(String(p.id), p);

  const options = (list.data ?? []).map((p) => ({ value: String(p.id), label: labelOf(p) }));
  if (value && chosenLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: chosenLabel });

  return (
    <Select
      searchable
      data={options}
      value={value}
      onChange={(v) => onChange(v, v ? (seen.current.get(v) ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options: all }) => all}
      nothingFoundMessage={list.isFetching ? t("adminCataloguePage.loading") : t("adminCataloguePage.nothingFound")}
      {...props}
    />
  );
}
