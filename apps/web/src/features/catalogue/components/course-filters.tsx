import { Button, Collapse, Group, NumberInput, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { toCountryOptions, useAllLevels, useStudyDestinations, useStudyLevels } from "../../lookups";
import { useMasterNames } from "../../lookups/use-master-names";
import type { CourseListValues } from "../utils/course-query";
import { monthName } from "../utils/format";
import { DisciplineSelect } from "./discipline-select";
import { ProviderSelect } from "./provider-select";
import { useDraft } from "./use-draft";

type Props = {
  values: CourseListValues;
  set: (patch: Partial<CourseListValues>) => void;
  filtered: boolean;
  reset: () => void;
};

/** The months' names in the interface's language (a render after a change of language writes them again). */
const months = () => Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1, true) }));

/** Every filter of the course finder; text filters are written to the URL after a pause. */
export function CourseFilters({ values, set, filtered, reset }: Props) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const destinations = useStudyDestinations();
  const destinationId = Number(values.country) || null;
  const levelsHere = useStudyLevels(destinationId);
  const allLevels = useAllLevels();
  const levels = destinationId ? levelsHere.data : allLevels.data;

  const search = useDraft(values.search, (v) => set({ search: v }));
  const min = useDraft(values.tuition_min, (v) => set({ tuition_min: v }), 500);
  const max = useDraft(values.tuition_max, (v) => set({ tuition_max: v }), 500);
  const wide = useMediaQuery("(min-width: 48em)", true);
  const [more, toggleMore] = useDisclosure(false);
  const extra = (
    ["study_level", "provider", "intake_month", "tuition_min", "tuition_max", "discipline"] as const
  ).filter((k) => values[k] !== "").length;
  const reversed = min.value !== "" && max.value !== "" && Number(min.value) > Number(max.value);

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={t("cataloguePage.filters.label")}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t("cataloguePage.filters.search")}
          placeholder={t("cataloguePage.filters.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
          onKeyDown={(e) => e.key === "Enter" && search.flush()}
          maxLength={100}
        />
        <Select
          // Searchable selects show the chosen label only if the options are there when it is set.
          key={destinations.data ? "destinations" : "loading"}
          label={t("cataloguePage.filters.destination")}
          placeholder={t("cataloguePage.filters.anyDestination")}
          data={toCountryOptions(destinations.data)}
          value={values.country || null}
          onChange={(v) => set({ country: v ?? "", study_level: "" })}
          clearable
          searchable
        />
      </SimpleGrid>
      {!wide && (
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          leftSection={<IconAdjustmentsHorizontal size={14} aria-hidden />}
          aria-expanded={more}
          aria-controls="course-more-filters"
          onClick={toggleMore.toggle}
        >
          {t(more ? "cataloguePage.filters.fewer" : "cataloguePage.filters.more", { count: extra })}
        </Button>
      )}
      <Collapse expanded={wide || more} id="course-more-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm" mt="sm">
          <Select
            label={t("cataloguePage.filters.level")}
            placeholder={t("cataloguePage.filters.anyLevel")}
            data={masters.levelOptions(levels)}
            value={values.study_level || null}
            onChange={(v) => set({ study_level: v ?? "" })}
            clearable
          />
          <ProviderSelect value={values.provider} onChange={(v) => set({ provider: v })} />
          <Select
            label={t("cataloguePage.filters.intakeMonth")}
            placeholder={t("cataloguePage.filters.anyMonth")}
            data={months()}
            value={values.intake_month || null}
            onChange={(v) => set({ intake_month: v ?? "" })}
            clearable
          />
          <DisciplineSelect value={values.discipline} onChange={(v) => set({ discipline: v })} />
          <NumberInput
            label={t("cataloguePage.filters.tuitionMin")}
            description={t("cataloguePage.filters.tuitionHint")}
            min={0}
            step={1000}
            thousandSeparator=","
            allowNegative={false}
            value={min.value}
            onChange={(v) => min.onChange(v === "" ? "" : String(v))}
          />
          <NumberInput
            label={t("cataloguePage.filters.tuitionMax")}
            description={t("cataloguePage.filters.tuitionHint")}
            min={0}
            step={1000}
            thousandSeparator=","
            allowNegative={false}
            value={max.value}
            onChange={(v) => max.onChange(v === "" ? "" : String(v))}
            error={reversed ? t("cataloguePage.filters.tuitionOrder") : undefined}
          />
        </SimpleGrid>
      </Collapse>
      {filtered && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={reset}>
            {t("cataloguePage.filters.clear")}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
