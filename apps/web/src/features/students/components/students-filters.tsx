import "@mantine/dates/styles.css";
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import { STUDENT_STATUSES } from "@pp/shared";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCounsellors, useTags } from "../../../components/bulk-actions";
import { useSession } from "../../../lib/auth/session-store";
import {
  toCountryOptions,
  toOptions,
  useAllLevels,
  useCountries,
  useStudyDestinations,
  useStudyLevels,
} from "../../lookups";
import { useMasterNames } from "../../lookups/use-master-names";
import { useSubLoginNames } from "../api/get-created-by-options";
import type { studentsStrings } from "../strings";
import classes from "./students-filters.module.css";
import type { StudentListValues } from "./students-list-defaults";

type Props = {
  values: StudentListValues;
  filtered: boolean;
  onChange: (patch: Partial<StudentListValues>) => void;
  onClear: () => void;
};

type Range = [string | null, string | null];

/** Search (debounced), the select filters and the created-between range; each change goes to the URL. */
export function StudentsFilters({ values, filtered, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const f = (key: keyof typeof studentsStrings.studentsPage.filters) => t(`studentsPage.filters.${key}`);
  const me = useSession((s) => s.user);
  const countries = useCountries();
  const destinations = useStudyDestinations();
  const destinationLevels = useStudyLevels(values.study_country ? Number(values.study_country) : null);
  const allLevels = useAllLevels();
  const creators = useSubLoginNames();
  const counsellors = useCounsellors();
  const tags = useTags("students");

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

  const [range, setRange] = useState<Range>([values.created_from || null, values.created_to || null]);
  useEffect(() => {
    setRange([values.created_from || null, values.created_to || null]);
  }, [values.created_from, values.created_to]);

  const levelOptions = masters.levelOptions(values.study_country ? destinationLevels.data : allLevels.data);
  const creatorOptions = [
    ...(me ? [{ value: String(me.id), label: t("studentsPage.filters.me", { name: me.name }) }] : []),
    ...toOptions(creators.data),
  ];
  const selectProps = { clearable: true, searchable: true, placeholder: f("any"), nothingFoundMessage: "—" };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={f("label")}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          className={classes.search}
          label={f("search")}
          placeholder={f("searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          // Leaving the box (Tab, or closing the phone's Filters drawer) applies the search at once.
          onBlur={() => {
            const { values: current, onChange: change } = latest.current;
            if (search.trim() !== current.search) change({ search: search.trim() });
          }}
          type="search"
        />
        <Select
          label={f("nationality")}
          data={toCountryOptions(countries.data)}
          value={values.nationality || null}
          onChange={(v) => onChange({ nationality: v ?? "" })}
          {...selectProps}
        />
        <Select
          label={f("destination")}
          data={toCountryOptions(destinations.data)}
          value={values.study_country || null}
          onChange={(v) => onChange({ study_country: v ?? "", study_level: "" })}
          {...selectProps}
        />
        <Select
          label={f("level")}
          data={levelOptions}
          value={values.study_level || null}
          onChange={(v) => onChange({ study_level: v ?? "" })}
          {...selectProps}
        />
        <Select
          label={f("status")}
          data={STUDENT_STATUSES.map((s) => ({ value: s, label: t(`studentsPage.status.${s}`) }))}
          value={values.status || null}
          onChange={(v) => onChange({ status: v ?? "" })}
          {...selectProps}
          searchable={false}
        />
        <Select
          label={f("createdBy")}
          data={creatorOptions}
          value={values.created_by || null}
          onChange={(v) => onChange({ created_by: v ?? "" })}
          {...selectProps}
        />
        <Select
          label={t("bulk.counsellor")}
          data={[
            { value: "none", label: t("bulk.noCounsellor") },
            ...(counsellors.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={values.counsellor || null}
          onChange={(v) => onChange({ counsellor: v ?? "" })}
          {...selectProps}
        />
        <Select
          label={t("bulk.tag")}
          data={tags.data ?? []}
          value={values.tag || null}
          onChange={(v) => onChange({ tag: v ?? "" })}
          {...selectProps}
        />
        <DatePickerInput
          type="range"
          label={f("createdRange")}
          placeholder={f("createdRangePlaceholder")}
          valueFormat="DD MMM YYYY"
          styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
          clearable
          allowSingleDateInRange
          value={range}
          onChange={(next) => {
            const r: Range = [next[0] ? String(next[0]) : null, next[1] ? String(next[1]) : null];
            setRange(r);
            if ((r[0] && r[1]) || (!r[0] && !r[1])) onChange({ created_from: r[0] ?? "", created_to: r[1] ?? "" });
          }}
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
            {f("clear")}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
