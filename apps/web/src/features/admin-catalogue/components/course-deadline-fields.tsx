import { Fieldset, SimpleGrid, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { formatMonthYear } from "../../../lib/format";
import "../../deadlines/strings";
import type { UpcomingIntake } from "../api/keys";
import type { CourseFormValues } from "../utils/course-form";

type Props = {
  form: UseFormReturnType<CourseFormValues>;
  /** The intakes to offer: upcoming ones in the chosen months (and any with a saved deadline). */
  intakes: readonly UpcomingIntake[];
  /** Still loading the intakes or the course's saved days: the inputs wait. */
  loading: boolean;
};

/** The intakes the form offers a deadline for: upcoming ones in the chosen months, oldest first. */
export function deadlineIntakes(upcoming: readonly UpcomingIntake[], months: readonly string[]) {
  const chosen = new Set(months.map(Number));
  return upcoming.filter((i) => chosen.has(i.month)).sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
}

/**
 * "Application deadlines" (issue 36): one day per upcoming intake of the course's months. The server checks the
 * months and that each day falls before its intake starts; its sentences land on the matching input.
 */
export function CourseDeadlineFields({ form, intakes, loading }: Props) {
  const { t } = useTranslation();
  const errorAt = (i: number) =>
    form.errors[`application_deadlines.${i}.closes_on`] ?? form.errors[`application_deadlines.${i}.intake_id`];
  return (
    <Fieldset legend={t("deadlines.form.title")} radius="md" data-testid="course-deadlines">
      <Text size="xs" c="dimmed" mb="sm">
        {t("deadlines.form.intro")}
      </Text>
      {form.values.intake_months.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("deadlines.form.none")}
        </Text>
      ) : !loading && intakes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("deadlines.form.noUpcoming")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {intakes.map((intake, i) => (
            <TextInput
              key={intake.id}
              type="date"
              disabled={loading}
              label={formatMonthYear({ month: intake.month, year: intake.year })}
              value={form.values.application_deadlines[String(intake.id)] ?? ""}
              onChange={(e) =>
                form.setFieldValue("application_deadlines", {
                  ...form.getValues().application_deadlines,
                  [String(intake.id)]: e.currentTarget.value,
                })
              }
              error={errorAt(i)}
              data-testid={`deadline-${intake.year}-${String(intake.month).padStart(2, "0")}`}
            />
          ))}
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
