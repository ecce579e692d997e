import { type ComboboxItem, Loader, Select } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePartnerName, usePartnerOptions } from "../api/partner-options";
import "../strings";

/**
 * A partner picked by typing its name: the server searches, the select shows; "" is every partner. The Superadmin's
 * filters (application queue, audit log, commission payments) share it.
 */
export function PartnerSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const debounced = useDebouncedCallback((v: string) => setQuery(v.trim()), 250);
  const options = usePartnerOptions(query);
  const chosenName = usePartnerName(Number(value) || 0);
  const data = useMemo<ComboboxItem[]>(() => {
    const list = (options.data ?? []).map((p) => ({ value: String(p.id), label: p.company_name }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: chosenName.data ?? "…" });
    return list;
  }, [options.data, value, chosenName.data]);

  return (
    <Select
      label={t("adminPartnersPage.select.label")}
      placeholder={t("adminPartnersPage.select.any")}
      nothingFoundMessage={t("adminPartnersPage.select.nothingFound")}
      searchable
      clearable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={(v) => {
        setSearch(v);
        // Choosing an option puts its label in the box; that is not a new search.
        if (!data.some((o) => o.label === v)) debounced(v);
      }}
      onChange={(v) => {
        if (v === null) setQuery("");
        onChange(v ?? "");
      }}
      filter={({ options: all }) => all}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
    />
  );
}
