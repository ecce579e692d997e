import "../matching-strings";
import { Group, MultiSelect, NumberInput, Select, TagsInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { GRADING_SCALES } from "@pp/shared/matching";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useDisciplines } from "../../catalogue/api/get-disciplines";
import "../../catalogue/strings";
import { toCountryOptions, useAllLevels, useStudyDestinations } from "../../lookups";
import { useMasterNames } from "../../lookups/use-master-names";
import type { StudentFormValues } from "../form/student-form-values";

type Props = { form: UseFormReturnType<StudentFormValues> };

/** The currencies a budget is usually set in by our agencies' students; any three-letter code is accepted. */
const CURRENCIES = ["USD", "GBP", "EUR", "CAD", "AUD", "NZD", "INR", "NGN", "VND", "CNY", "AED", "COP"];

/** How the grade reads and what the student completed (issue 18): what course matching checks requirements with. */
export function AcademicMatchingFields({ form }: Props) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const levels = useAllLevels();
  return (
    <>
      <Select
        label={t("matches.profile.gradingScale")}
        clearable
        data={GRADING_SCALES.map((g) => ({ value: g, label: t(`matches.profile.scales.${g}`) }))}
        {...form.getInputProps("grading_scale")}
      />
      <Select
        label={t("matches.profile.completedLevel")}
        clearable
        searchable
        data={masters.levelOptions(levels.data)}
        {...form.getInputProps("completed_level_id")}
      />
      <NumberInput
        label={t("matches.profile.completionYear")}
        min={1950}
        max={new Date().getFullYear() + 1}
        allowDecimal={false}
        thousandSeparator=""
        {...form.getInputProps("completion_year")}
      />
      <TagsInput
        label={t("matches.profile.subjects")}
        description={t("matches.profile.subjectsHint")}
        maxTags={20}
        {...form.getInputProps("subjects")}
      />
    </>
  );
}

/**
 * The disciplines the student would study, picked from those the catalogue has, as the course finder offers them
 * (issue 35: free text matched nothing); one no course has any more stays listed so it can be removed.
 */
function PreferredDisciplines({ form }: Props) {
  const { t } = useTranslation();
  const list = useDisciplines();
  const chosen = form.values.preferred_disciplines;
  const options = [...(list.data ?? [])];
  for (const d of chosen) if (!options.some((o) => o.toLowerCase() === d.toLowerCase())) options.push(d);
  return (
    <MultiSelect
      label={t("matches.profile.disciplines")}
      description={t("matches.profile.disciplinesHint")}
      data={options}
      searchable
      clearable
      hidePickedOptions
      maxValues={20}
      nothingFoundMessage={t("cataloguePage.filters.disciplineNothing")}
      {...form.getInputProps("preferred_disciplines")}
    />
  );
}

/** Where, what, when and for how much the student would study (issue 18): the "fit" of a course match. */
export function PreferenceFields({ form }: Props) {
  const { t } = useTranslation();
  const { formatMonthName } = useFormat();
  const destinations = useStudyDestinations();
  return (
    <>
      <MultiSelect
        label={t("matches.profile.destinations")}
        searchable
        data={toCountryOptions(destinations.data)}
        {...form.getInputProps("preferred_country_ids")}
      />
      <PreferredDisciplines form={form} />
      <MultiSelect
        label={t("matches.profile.intakes")}
        data={Array.from({ length: 12 }, (_, i) => ({
          value: String(i + 1),
          label: formatMonthName(i + 1, { long: true }),
        }))}
        {...form.getInputProps("preferred_intakes")}
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          label={t("matches.profile.budget")}
          min={0}
          thousandSeparator=","
          style={{ flex: 1 }}
          {...form.getInputProps("budget_amount")}
        />
        <Select
          label={t("matches.profile.currency")}
          data={CURRENCIES}
          searchable
          clearable
          w={110}
          {...form.getInputProps("budget_currency")}
        />
      </Group>
    </>
  );
}
