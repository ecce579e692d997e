import { CreatedRange } from "../../../components/created-range";
import "@mantine/dates/styles.css";
import { Box, Button, Collapse, type ComboboxItem, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCounsellors, useTags } from "../../../components/bulk-actions";
import { SearchSelect } from "../../../components/search-select";
import { useMasterNames } from "../../lookups/use-master-names";
import { useRefNames } from "../../lookups/use-ref-names";
import { useDestinations, useProviderName, useProviderOptions, useStudyLevels } from "../api/filter-options";
import { type StatusRef, useApplicationLookups } from "../api/lookups";
import { useStudentOption, useStudentOptions } from "../api/search-students";
import { parseIntakeName } from "../utils/intakes";
import type { ApplicationListValues } from "../utils/list-defaults";
import { StatusBadge } from "./status-badge";

type Props = {
  values: ApplicationListValues;
  set: (patch: Partial<ApplicationListValues>) => void;
  reset: () => void;
  filtered: boolean;
};

const toOptions = (items: { id: number; name: string }[] | undefined): ComboboxItem[] =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** The search box: typing updates the URL after a short pause; the URL can change it too (Clear filters). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const debounced = useDebouncedCallback((v: string) => onSearch(v.trim()), 350);
  return (
    <TextInput
      label={t("applicationsPage.filters.search")}
      placeholder={t("applicationsPage.filters.searchPlaceholder")}
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

function StatusSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const lookups = useApplicationLookups();
  const byId = useMemo(
    () => new Map<string, StatusRef>((lookups.data?.statuses ?? []).map((s) => [String(s.id), s])),
    [lookups.data],
  );
  const chosen = byId.get(value);
  return (
    <Select
      label={t("applicationsPage.filters.status")}
      placeholder={t("applicationsPage.filters.any")}
      data={masters.statusOptions(lookups.data?.statuses)}
      value={value || null}
      onChange={(v) => onChange(v ?? "")}
      clearable
      searchable
      leftSection={
        chosen ? (
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: "50%",
              background: `var(--mantine-color-${chosen.colour}-filled)`,
            }}
          />
        ) : undefined
      }
      renderOption={({ option }) => {
        const s = byId.get(option.value);
        return s ? <StatusBadge status={s} /> : option.label;
      }}
    />
  );
}

/** Filters of the applications list; every value lives in the URL. */
export function ApplicationFilters({ values, set, reset, filtered }: Props) {
  const { t } = useTranslation();
  const lookups = useApplicationLookups();
  const destinations = useDestinations();
  const names = useRefNames();
  const levels = useStudyLevels();
  const [providerSearch, setProviderSearch] = useState("");
  const providers = useProviderOptions(providerSearch);
  const providerName = useProviderName(Number(values.provider) || 0);
  const [studentSearch, setStudentSearch] = useState("");
  const students = useStudentOptions(studentSearch);
  const chosenStudent = useStudentOption(values.student ? Number(values.student) : undefined);
  const counsellors = useCounsellors();
  const tags = useTags("applications");

  const intakes = useMemo(
    () =>
      [...(lookups.data?.intakes ?? [])].sort((a, b) => {
        const pa = parseIntakeName(a.name);
        const pb = parseIntakeName(b.name);
        return (pa ? pa.year * 12 + pa.month : 0) - (pb ? pb.year * 12 + pb.month : 0);
      }),
    [lookups.data],
  );
  const anyLabel = t("applicationsPage.filters.any");
  const nothing = t("applicationsPage.filters.nothingFound");

  const phone = useMediaQuery("(max-width: 36em)", false);
  const [open, toggle] = useDisclosure(false);
  const active = (
    [
      "status",
      "intake",
      "provider",
      "country",
      "study_level",
      "student",
      "created_from",
      "counsellor",
      "tag",
      "messages",
    ] as const
  ).filter((k) => values[k] !== "").length;
  const more = (
    <>
      <StatusSelect value={values.status} onChange={(status) => set({ status })} />
      <Select
        label={t("applicationsPage.filters.intake")}
        placeholder={anyLabel}
        data={intakes.map((i) => ({ value: String(i.id), label: names.intake(i) }))}
        value={values.intake || null}
        onChange={(v) => set({ intake: v ?? "" })}
        clearable
        searchable
      />
      <SearchSelect
        label={t("applicationsPage.filters.provider")}
        placeholder={t("applicationsPage.filters.typeToSearch")}
        nothingFoundMessage={nothing}
        options={toOptions(providers.data)}
        selected={values.provider ? { value: values.provider, label: providerName.data ?? "…" } : null}
        loading={providers.isFetching}
        onSearch={setProviderSearch}
        value={values.provider || null}
        onChange={(v) => set({ provider: v ?? "" })}
        clearable
      />
      <Select
        label={t("applicationsPage.filters.destination")}
        placeholder={anyLabel}
        data={(destinations.data ?? []).map((d) => ({ value: String(d.id), label: names.country(d) }))}
        value={values.country || null}
        onChange={(v) => set({ country: v ?? "" })}
        clearable
        searchable
      />
      <Select
        label={t("applicationsPage.filters.studyLevel")}
        placeholder={anyLabel}
        data={names.levelOptions(levels.data)}
        value={values.study_level || null}
        onChange={(v) => set({ study_level: v ?? "" })}
        clearable
      />
      <SearchSelect
        label={t("applicationsPage.filters.student")}
        placeholder={t("applicationsPage.filters.typeToSearch")}
        nothingFoundMessage={nothing}
        options={(students.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name }))}
        selected={values.student ? { value: values.student, label: chosenStudent.data?.full_name ?? "…" } : null}
        loading={students.isFetching}
        onSearch={setStudentSearch}
        value={values.student || null}
        onChange={(v) => set({ student: v ?? "" })}
        clearable
      />
      <Select
        label={t("bulk.counsellor")}
        placeholder={anyLabel}
        data={[
          { value: "none", label: t("bulk.noCounsellor") },
          ...(counsellors.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        value={values.counsellor || null}
        onChange={(v) => set({ counsellor: v ?? "" })}
        clearable
        searchable
      />
      <Select
        label={t("bulk.tag")}
        placeholder={anyLabel}
        data={tags.data ?? []}
        value={values.tag || null}
        onChange={(v) => set({ tag: v ?? "" })}
        clearable
        searchable
      />
      <Select
        label={t("applicationsPage.filters.messages")}
        placeholder={anyLabel}
        data={[{ value: "unread", label: t("applicationsPage.filters.unreadMessages") }]}
        value={values.messages || null}
        onChange={(v) => set({ messages: v ?? "" })}
        clearable
      />
      <CreatedRange
        from={values.created_from}
        to={values.created_to}
        onChange={(created_from, created_to) => set({ created_from, created_to })}
        label={t("applicationsPage.filters.created")}
      />
    </>
  );

  return (
    <>
      {phone ? (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Box style={{ flex: 1 }}>
              <SearchBox value={values.search} onSearch={(search) => set({ search })} />
            </Box>
            <Button
              variant="default"
              onClick={toggle.toggle}
              aria-expanded={open}
              aria-controls="application-filters"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
            >
              {active ? `${t("applicationsPage.filters.heading")} (${active})` : t("applicationsPage.filters.heading")}
            </Button>
          </Group>
          <Collapse expanded={open} id="application-filters">
            <SimpleGrid cols={1} spacing="sm" verticalSpacing="xs" mt="xs">
              {more}
            </SimpleGrid>
          </Collapse>
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <SearchBox value={values.search} onSearch={(search) => set({ search })} />
          {more}
        </SimpleGrid>
      )}
      {filtered && (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={reset}>
            {t("applicationsPage.filters.clear")}
          </Button>
        </Group>
      )}
    </>
  );
}
