import "@mantine/dates/styles.css";
import { Autocomplete, Button, Group, SimpleGrid } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconCalendar, IconFilterOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PartnerSelect } from "../../admin-partners/components/partner-select";
import { type AuditValues, KNOWN_ACTIONS, KNOWN_ENTITIES } from "../utils/audit-filters";
import classes from "./audit.module.css";

type Props = {
  values: AuditValues;
  set: (patch: Partial<AuditValues>) => void;
  reset: () => void;
  filtered: boolean;
  withPartner: boolean;
};

/** A code typed or picked from suggestions; written to the URL when picked or after a short pause. */
function CodeFilter(props: {
  label: string;
  placeholder: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  const { value, onChange } = props;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const debounced = useDebouncedCallback((v: string) => onChange(v.trim()), 500);
  return (
    <Autocomplete
      label={props.label}
      placeholder={props.placeholder}
      data={[...props.options]}
      value={text}
      onChange={(v) => {
        setText(v);
        debounced(v);
      }}
      onOptionSubmit={(v) => {
        setText(v);
        onChange(v);
      }}
      clearable
      limit={50}
      maxDropdownHeight={280}
      spellCheck={false}
      autoCapitalize="off"
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
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: withPartner ? 4 : 3 }} spacing="sm" verticalSpacing="xs">
        <CodeFilter
          label={t("auditPage.filters.action")}
          placeholder={t("auditPage.filters.actionPlaceholder")}
          value={values.action}
          options={KNOWN_ACTIONS}
          onChange={(action) => set({ action })}
        />
        <CodeFilter
          label={t("auditPage.filters.entity")}
          placeholder={t("auditPage.filters.entityPlaceholder")}
          value={values.entity}
          options={KNOWN_ENTITIES}
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
