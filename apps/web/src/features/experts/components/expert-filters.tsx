import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ExpertFilterOptions } from "@pp/shared";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefNames } from "../../lookups/use-ref-names";

export type ExpertFilterValues = {
  search: string;
  provider: string;
  country: string;
  region: string;
  language: string;
};

type Props = {
  values: ExpertFilterValues;
  options: ExpertFilterOptions | undefined;
  filtered: boolean;
  onChange: (patch: Partial<ExpertFilterValues>) => void;
  onClear: () => void;
};

const toOptions = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

/** Search (debounced) and the provider, country, region and language filters; every change goes to the URL. */
export function ExpertFilters({ values, options, filtered, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const names = useRefNames();
  const [search, setSearch] = useState(values.search);
  const [debounced] = useDebouncedValue(search, 300);
  const latest = useRef({ values, onChange });
  latest.current = { values, onChange };
  useEffect(() => {
    const { values: current, onChange: change } = latest.current;
    if (debounced.trim() !== current.search) change({ search: debounced.trim() });
  }, [debounced]);
  // A cleared or restored URL (Clear filters, back button) puts its value back in the box.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === values.search ? typed : values.search));
  }, [values.search]);

  const select = {
    clearable: true,
    searchable: true,
    placeholder: t("expertsPage.filters.any"),
    nothingFoundMessage: t("expertsPage.filters.nothingFound"),
    comboboxProps: { withinPortal: true },
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t("expertsPage.filters.label")}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label={t("expertsPage.filters.search")}
          placeholder={t("expertsPage.filters.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          label={t("expertsPage.filters.provider")}
          data={toOptions(options?.providers)}
          value={values.provider || null}
          onChange={(v) => onChange({ provider: v ?? "" })}
          {...select}
        />
        <Select
          label={t("expertsPage.filters.country")}
          data={(options?.countries ?? []).map((c) => ({ value: String(c.id), label: names.country(c) }))}
          value={values.country || null}
          onChange={(v) => onChange({ country: v ?? "" })}
          {...select}
        />
        <Select
          label={t("expertsPage.filters.region")}
          data={toOptions(options?.regions)}
          value={values.region || null}
          onChange={(v) => onChange({ region: v ?? "" })}
          {...select}
        />
        <Select
          label={t("expertsPage.filters.language")}
          data={(options?.languages ?? []).map((l) => ({ value: l, label: names.language(l) }))}
          value={values.language || null}
          onChange={(v) => onChange({ language: v ?? "" })}
          {...select}
        />
        <Group align="flex-end">
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              setSearch("");
              onClear();
            }}
            disabled={!filtered && !search}
          >
            {t("expertsPage.filters.clear")}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
