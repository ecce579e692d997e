import "@mantine/dates/styles.css";
import { Button, type ComboboxData, Group, Select, SimpleGrid } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconFilterOff } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PartnerSelect } from "../../admin-partners/components/partner-select";
import type { AuditValues } from "../utils/audit-filters";
import { actionOptions, entityOptions } from "../utils/audit-options";
import classes from "./audit.module.css";

type Props = {
  values: AuditValues;
  set: (patch: Partial<AuditValues>) => void;
  reset: () => void;
  filtered: boolean;
  withPartner: boolean;
};

/** A code picked by its label in the reader's language (the URL keeps the code); "" is any. */
function CodeFilter(props: {
  label: string;
  placeholder: string;
  value: string;
  data: ComboboxData;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      nothingFoundMessage={t("auditPage.filters.nothingFound")}
      data={props.data}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? "")}
      searchable
      clearable
      limit={200}
      maxDropdownHeight={320}
      comboboxProps={{ width: "target", position: "bottom-start" }}
    />
  );
}

/** The created-date range: kept locally while only one end is chosen, written to the URL once complete. */
function DateRange({ from, to, onChange }: { from: string; to: string; onChange: (f: string, t: string) => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[string | null, string | null]>([from || null, to || null]);
  useEffect(() => setRange([from || null, to || null]), [from, to]);
  return (
    <DatePickerInput
      type="range"
      label={t("auditPage.filters.dates")}
      placeholder={t("auditPage.filters.datesPlaceholder")}
      value={range}
      onChange={([start, end]) => {
        setRange([start, end]);
        if ((start && end) || (!start && !end)) onChange(start ?? "", end ?? "");
      }}
      valueFormat="D MMM YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      classNames={{ placeholder: classes.placeholder }}
      clearable
      allowSingleDateInRange
    />
  );
}

/** Action, record type, partner (Superadmin only) and date range; every value lives in the URL. */
export function AuditFilters({ values, set, reset, filtered, withPartner }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are written again in a new language
  const actions = useMemo(() => actionOptions(i18n, values.action), [i18n, language, values.action]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const entities = useMemo(() => entityOptions(i18n, values.entity), [i18n, language, values.entity]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: withPartner ? 4 : 3 }} spacing="sm" verticalSpacing="xs">
        <CodeFilter
          label={t("auditPage.filters.action")}
          placeholder={t("auditPage.filters.actionPlaceholder")}
          value={values.action}
          data={actions}
          onChange={(action) => set({ action })}
        />
        <CodeFilter
          label={t("auditPage.filters.entity")}
          placeholder={t("auditPage.filters.entityPlaceholder")}
          value={values.entity}
          data={entities}
          onChange={(entity) => set({ entity })}
        />
        {withPartner && <PartnerSelect value={values.partner} onChange={(partner) => set({ partner })} />}
        <DateRange from={values.from} to={values.to} onChange={(from, to) => set({ from, to })} />
      </SimpleGrid>
      {filtered && (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={reset}>
            {t("auditPage.filters.clear")}
          </Button>
        </Group>
      )}
    </>
  );
}
