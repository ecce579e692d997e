import { Button, type ComboboxItem, Group, Paper, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from "@pp/shared";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchSelect } from "../../../components/search-select";
import { usePartnerName, usePartnerOptions } from "../api/options";
import type { AdminListValues, PartnerListValues } from "../utils/list-defaults";

type Values = PartnerListValues & Partial<Pick<AdminListValues, "partner" | "assigned">>;

type Props<V extends Values> = {
  values: V;
  filtered: boolean;
  onChange: (patch: Partial<V>) => void;
  onClear: () => void;
  /** The support queue adds the partner and assignee filters. */
  admin?: boolean;
};

/** The search box: typing updates the URL after a short pause; the URL can change it too (Clear filters). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  const debounced = useDebouncedCallback((v: string) => onSearch(v.trim()), 300);
  return (
    <TextInput
      label={t("ticketsPage.filters.search")}
      placeholder={t("ticketsPage.filters.searchPlaceholder")}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
    />
  );
}

function PartnerFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const options = usePartnerOptions(search);
  const chosen = usePartnerName(value);
  const selected: ComboboxItem | null = value ? (chosen.data ?? { value, label: `#${value}` }) : null;
  return (
    <SearchSelect
      label={t("ticketsPage.filters.partner")}
      placeholder={t("ticketsPage.filters.partnerPlaceholder")}
      nothingFoundMessage={t("ticketsPage.filters.nothingFound")}
      clearable
      options={options.data ?? []}
      selected={selected}
      loading={options.isFetching}
      onSearch={setSearch}
      value={value || null}
      onChange={(v) => onChange(v ?? "")}
    />
  );
}

/** Search, category, priority, breached only (and for the queue: partner, assignee); all kept in the URL. */
export function TicketFilters<V extends Values>({ values, filtered, onChange, onClear, admin }: Props<V>) {
  const { t } = useTranslation();
  const set = (patch: Partial<Values>) => onChange(patch as Partial<V>);
  const selectProps = { clearable: true, placeholder: t("ticketsPage.filters.any") };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t("ticketsPage.filters.label")}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: admin ? 5 : 3 }} spacing="sm" verticalSpacing="sm">
        <SearchBox value={values.search} onSearch={(search) => set({ search })} />
        <Select
          label={t("ticketsPage.filters.category")}
          data={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`ticketsPage.category.${c}`) }))}
          value={values.category || null}
          onChange={(v) => set({ category: v ?? "" })}
          {...selectProps}
        />
        <Select
          label={t("ticketsPage.filters.priority")}
          data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`ticketsPage.priority.${p}`) }))}
          value={values.priority || null}
          onChange={(v) => set({ priority: v ?? "" })}
          {...selectProps}
        />
        {admin ? (
          <>
            <PartnerFilter value={values.partner ?? ""} onChange={(partner) => set({ partner })} />
            <Select
              label={t("ticketsPage.filters.assigned")}
              data={[
                { value: "me", label: t("ticketsPage.filters.assignedMe") },
                { value: "none", label: t("ticketsPage.filters.assignedNone") },
              ]}
              value={values.assigned || null}
              onChange={(v) => set({ assigned: v ?? "" })}
              {...selectProps}
            />
          </>
        ) : null}
      </SimpleGrid>
      <Group justify="space-between" gap="sm" mt="md">
        <Switch
          label={t("ticketsPage.filters.breached")}
          checked={values.breached}
          onChange={(e) => set({ breached: e.currentTarget.checked })}
          color="red.9"
        />
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
          disabled={!filtered}
        >
          {t("ticketsPage.filters.clear")}
        </Button>
      </Group>
    </Paper>
  );
}
