import { CreatedRange } from "../../../components/created-range";
import "@mantine/dates/styles.css";
import { Button, Group, Pill, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PartnerSelect } from "../../admin-partners/components/partner-select";
import { useMasterNames } from "../../lookups/use-master-names";
import { useStatuses } from "../api/get-statuses";
import type { QueueValues } from "../utils/list-defaults";
import { StatusDot } from "./status-dot";

type Props = {
  values: QueueValues;
  set: (patch: Partial<QueueValues>) => void;
  reset: () => void;
  filtered: boolean;
  /** The name of the provider filtered by (from the rows), when there is one. */
  providerName?: string;
};

/** The search box: typing updates the URL after a short pause; the URL can change it too (Clear filters). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const debounced = useDebouncedCallback((v: string) => onSearch(v.trim()), 350);
  return (
    <TextInput
      label={t("adminApplicationsPage.filters.search")}
      placeholder={t("adminApplicationsPage.filters.searchPlaceholder")}
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

/** Search, status, partner and created-between filters of the queue, and a provider's when a link set one. */
export function QueueFilters({ values, set, reset, filtered, providerName }: Props) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const statuses = useStatuses();
  const byId = useMemo(() => new Map((statuses.data ?? []).map((s) => [String(s.id), s])), [statuses.data]);
  const chosen = byId.get(values.status);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <SearchBox value={values.search} onSearch={(search) => set({ search })} />
        <Select
          label={t("adminApplicationsPage.filters.status")}
          placeholder={t("adminApplicationsPage.filters.any")}
          data={masters.statusOptions(statuses.data)}
          value={values.status || null}
          onChange={(v) => set({ status: v ?? "" })}
          clearable
          searchable
          leftSection={chosen ? <StatusDot colour={chosen.colour} /> : undefined}
          renderOption={({ option }) => {
            const s = byId.get(option.value);
            return (
              <Group gap={8} wrap="nowrap">
                {s && <StatusDot colour={s.colour} />}
                <span>{option.label}</span>
              </Group>
            );
          }}
        />
        <PartnerSelect value={values.partner} onChange={(partner) => set({ partner })} />
        <CreatedRange
          from={values.created_from}
          to={values.created_to}
          onChange={(created_from, created_to) => set({ created_from, created_to })}
          label={t("adminApplicationsPage.filters.created")}
          placeholder={t("adminApplicationsPage.filters.createdPlaceholder")}
          clearLabel={t("adminApplicationsPage.filters.clearDates")}
        />
      </SimpleGrid>
      {filtered && (
        <Group justify={values.provider ? "space-between" : "flex-end"} mt="xs" gap="xs">
          {values.provider && (
            <Pill
              size="md"
              data-testid="provider-filter"
              withRemoveButton
              onRemove={() => set({ provider: "" })}
              removeButtonProps={{ "aria-label": t("adminApplicationsPage.filters.removeProvider") }}
            >
              {t("adminApplicationsPage.filters.provider", { name: providerName ?? `#${values.provider}` })}
            </Pill>
          )}
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={reset}>
            {t("adminApplicationsPage.filters.clear")}
          </Button>
        </Group>
      )}
    </>
  );
}
