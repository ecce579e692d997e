import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TagsInput, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { adminCatalogueStrings } from "../strings";
import type { CourseFormValues } from "../utils/course-form";

type Props = { form: UseFormReturnType<CourseFormValues>; levelOptions: { value: string; label: string }[] };

/**
 * A course's structured entry requirements (issue 18), what course matching checks students against. Every field is
 * optional: what is left empty is "not stated".
 */
export function CourseRequirementsFields({ form, levelOptions }: Props) {
  const { t } = useTranslation();
  const f = (key: keyof typeof adminCatalogueStrings.adminCataloguePage.courseForm.entry) =>
    t(`adminCataloguePage.courseForm.entry.${key}`);
  const field = (name: keyof CourseFormValues["entry_requirements"]) =>
    form.getInputProps(`entry_requirements.${name}`);
  const score = (
    name: "ielts_overall" | "ielts_min_band" | "toefl_ibt" | "pte" | "duolingo",
    min: number,
    max: number,
    step: number,
  ) => (
    <NumberInput
      label={f(name)}
      min={min}
      max={max}
      step={step}
      decimalScale={step < 1 ? 1 : 0}
      clampBehavior="none"
      allowNegative={false}
      {...field(name)}
    />
  );
  return (
    <Fieldset legend={f("title")} radius="md">
      <Text size="xs" c="dimmed" mb="sm">
        {f("intro")}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {score("ielts_overall", 0, 9, 0.5)}
        {score("ielts_min_band", 0, 9, 0.5)}
        {score("toefl_ibt", 0, 120, 1)}
        {score("pte", 10, 90, 1)}
        {score("duolingo", 10, 160, 5)}
        <NumberInput
          label={f("min_grade_pct")}
          min={0}
          max={100}
          suffix="%"
          clampBehavior="none"
          {...field("min_grade_pct")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <Select
          label={f("min_prior_level_id")}
          clearable
          searchable
          data={levelOptions}
          {...field("min_prior_level_id")}
        />
        <NumberInput
          label={f("max_gap_years")}
          min={0}
          max={30}
          allowDecimal={false}
          clampBehavior="none"
          {...field("max_gap_years")}
        />
      </SimpleGrid>
      <TagsInput
        label={f("required_subjects")}
        description={f("subjectsHint")}
        mt="sm"
        {...field("required_subjects")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <Checkbox
          label={f("work_history_accepted")}
          {...form.getInputProps("entry_requirements.work_history_accepted", { type: "checkbox" })}
        />
        <Checkbox
          label={f("presessional_english")}
          {...form.getInputProps("entry_requirements.presessional_english", { type: "checkbox" })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
