import "@mantine/dates/styles.css";
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PartnerSelect } from "../../admin-partners/components/partner-select";
import type { Side } from "../api/keys";
import type { paymentsStrings } from "../strings";
import type { PaymentListValues } from "../utils/list-defaults";

type Props = {
  side: Side;
  values: PaymentListValues;
  /** The currencies there are records in (for the currency filter). */
  currencies: string[];
  filtered: boolean;
  onChange: (patch: Partial<PaymentListValues>) => void;
  onClear: () => void;
};

/** Search (debounced), currency, overdue, opened-between and (for the Superadmin) the partner; all in the URL. */
export function PaymentsFilters({ side, values, currencies, filtered, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const f = (key: keyof typeof paymentsStrings.paymentsPage.filters) => t(`paymentsPage.filters.${key}`);
  const [search, setSearch] = useState(values.search);
  const debounced = useDebouncedCallback((v: string) => onChange({ search: v.trim() }), 350);
  // A cleared or restored URL (Clear filters, back button) puts its value back in the box.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === values.search ? typed : values.search));
  }, [values.search]);

  const [range, setRange] = useState<[string | null, string | null]>([
    values.created_from || null,
    values.created_to || null,
  ]);
  useEffect(
    () => setRange([values.created_from || null, values.created_to || null]),
    [values.created_from, values.created_to],
  );
  const currencyOptions = [...new Set([...currencies, ...(values.currency ? [values.currency] : [])])].sort();

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={f("label")}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: side === "admin" ? 5 : 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={f("search")}
          placeholder={f("searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
        />
        {side === "admin" ? (
          <PartnerSelect value={values.partner} onChange={(partner) => onChange({ partner })} />
        ) : null}
        <Select
          label={f("currency")}
          placeholder={f("any")}
          data={currencyOptions}
          value={values.currency || null}
          onChange={(v) => onChange({ currency: v ?? "" })}
          clearable
        />
        <Select
          label={f("overdue")}
          placeholder={f("any")}
          data={[
            { value: "true", label: f("overdueOnly") },
            { value: "false", label: f("notOverdue") },
          ]}
          value={values.overdue || null}
          onChange={(v) => onChange({ overdue: v ?? "" })}
          clearable
        />
        <DatePickerInput
          type="range"
          label={f("created")}
          placeholder={f("createdPlaceholder")}
          valueFormat="D MMM YYYY"
          styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
          clearable
          allowSingleDateInRange
          value={range}
          onChange={([start, end]) => {
            const r: [string | null, string | null] = [start ? String(start) : null, end ? String(end) : null];
            setRange(r);
            if ((r[0] && r[1]) || (!r[0] && !r[1])) onChange({ created_from: r[0] ?? "", created_to: r[1] ?? "" });
          }}
        />
      </SimpleGrid>
      {filtered || search ? (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() => {
              setSearch("");
              debounced.cancel?.();
              onClear();
            }}
          >
            {f("clear")}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
