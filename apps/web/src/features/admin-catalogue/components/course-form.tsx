import {
  Alert,
  Autocomplete,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useMasterNames } from "../../lookups/use-master-names";
import { useAdminCourse, useSaveCourse, useUpcomingIntakes } from "../api/courses";
import type { AdminCourse } from "../api/keys";
import { useCountryOptions, useLevelOptions } from "../api/lookups";
import type { adminCatalogueStrings } from "../strings";
import {
  type CourseFormValues,
  courseToValues,
  deadlinesToValues,
  emptyCourseValues,
  parseCourse,
  validateCourse,
} from "../utils/course-form";
import { serverFieldErrors } from "../utils/form-errors";
import { MONTH_NUMBERS, monthName } from "../utils/months";
import { CourseDeadlineFields, deadlineIntakes } from "./course-deadline-fields";
import { CourseRequirementsFields } from "./course-requirements-fields";
import { ProviderPicker } from "./provider-picker";

type Props = {
  /** The course being edited; none to add one. */
  item?: AdminCourse;
  onSaved: (course: AdminCourse, created: boolean) => void;
  onCancel: () => void;
};

type FormKey = Exclude<keyof typeof adminCatalogueStrings.adminCataloguePage.courseForm, "entry">;

/** Add / edit a course: validated with the shared `courseBody`; the server's messages land on their fields. */
export function CourseForm({ item, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const f = (key: FormKey) => t(`adminCataloguePage.courseForm.${key}`);
  const save = useSaveCourse();
  const levels = useLevelOptions();
  const countries = useCountryOptions();
  const form = useForm<CourseFormValues>({
    initialValues: item ? courseToValues(item) : emptyCourseValues(),
    validate: validateCourse,
  });
  // Issue 36: the saved deadlines come with the one course's answer; the form's days start from them once it is in.
  const upcoming = useUpcomingIntakes();
  const saved = useAdminCourse(item?.id);
  const [deadlinesLoaded, setDeadlinesLoaded] = useState(!item);
  useEffect(() => {
    if (deadlinesLoaded || !saved.data) return;
    form.setFieldValue("application_deadlines", deadlinesToValues(saved.data));
    setDeadlinesLoaded(true);
  }, [deadlinesLoaded, saved.data, form]);
  const offered = deadlineIntakes(upcoming.data ?? [], form.values.intake_months);
  const fieldErrors = serverFieldErrors(save.error);
  const generalError = save.isError && Object.keys(fieldErrors).length === 0;

  const levelOptions = masters.levelOptions(levels.data);
  if (item && !levelOptions.some((o) => o.value === String(item.study_level_id)))
    levelOptions.push({ value: String(item.study_level_id), label: masters.level(item.study_level) });
  const currencies = [...new Set((countries.data ?? []).flatMap((c) => (c.currency ? [c.currency] : [])))].sort();

  const submit = (values: CourseFormValues) => {
    // Until the saved days are in, the deadlines are left out (sending empty days would remove them).
    const parsed = parseCourse(values, deadlinesLoaded && upcoming.data ? offered.map((i) => i.id) : undefined);
    if (!parsed.ok) return;
    save.mutate(
      { id: item?.id, body: parsed.body },
      {
        onSuccess: (saved) => onSaved(saved, !item),
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <ProviderPicker
          label={f("provider")}
          withAsterisk
          placeholder={f("providerPlaceholder")}
          known={item?.provider}
          {...form.getInputProps("provider_id")}
          value={form.values.provider_id}
          onChange={(id, provider) => {
            form.setFieldValue("provider_id", id);
            // A new course is usually priced in its provider's country's currency.
            const currency = countries.data?.find((c) => c.id === provider?.country_id)?.currency;
            if (currency && !form.getValues().currency.trim()) form.setFieldValue("currency", currency);
          }}
        />
        <TextInput label={f("name")} withAsterisk autoComplete="off" {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={f("level")}
            withAsterisk
            searchable
            placeholder={f("levelPlaceholder")}
            data={levelOptions}
            {...form.getInputProps("study_level_id")}
          />
          <TextInput
            label={f("discipline")}
            withAsterisk
            placeholder={f("disciplinePlaceholder")}
            autoComplete="off"
            {...form.getInputProps("discipline")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={f("duration")}
            withAsterisk
            min={1}
            max={120}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("duration_months")}
          />
          <TextInput label={f("language")} withAsterisk autoComplete="off" {...form.getInputProps("language")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={f("tuition")}
            withAsterisk
            min={0}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps("tuition_fee")}
          />
          <NumberInput
            label={f("applicationFee")}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps("application_fee")}
          />
          <Autocomplete
            label={f("currency")}
            withAsterisk
            placeholder={f("currencyPlaceholder")}
            data={currencies}
            maxLength={3}
            autoComplete="off"
            {...form.getInputProps("currency")}
            onChange={(v) => form.setFieldValue("currency", v.toUpperCase())}
          />
        </SimpleGrid>
        <MultiSelect
          label={f("intakes")}
          withAsterisk
          placeholder={form.values.intake_months.length ? undefined : f("intakesPlaceholder")}
          data={MONTH_NUMBERS.map((m) => ({ value: String(m), label: monthName(m) }))}
          clearable
          hidePickedOptions
          {...form.getInputProps("intake_months")}
        />
        <Textarea
          label={f("requirements")}
          placeholder={f("requirementsPlaceholder")}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("requirements")}
        />
        <CourseDeadlineFields form={form} intakes={offered} loading={upcoming.isPending || !deadlinesLoaded} />
        <CourseRequirementsFields form={form} levelOptions={levelOptions} />
        {generalError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, f("failed"))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("adminCataloguePage.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t("adminCataloguePage.form.save") : t("adminCataloguePage.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
