import "@mantine/dates/styles.css";
import { Alert, Anchor, Button, Group, Select, Stack, Textarea, TextInput, type TitleOrder } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { GENDERS, STUDENT_STATUSES } from "@pp/shared";
import { IconCalendar } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { toCountryOptions, useCountries } from "../../lookups";
import { type StudentFormValues, validateCreate, validateUpdate } from "../form/student-form-values";
import type { studentsStrings } from "../strings";
import { CounsellingFields } from "./counselling-fields";
import { EnglishFields } from "./english-fields";
import { FormSection } from "./form-section";
import { LINK_COLOR } from "./link-color";
import { AcademicMatchingFields, PreferenceFields } from "./matching-fields";
import { ResidenceFields } from "./residence-fields";
import { StudyFields } from "./study-fields";

type FormStrings = typeof studentsStrings.studentsPage.form;
type FormKey = Exclude<keyof FormStrings, "sections"> | `sections.${keyof FormStrings["sections"]}`;

/** What a failed save tells the form: a sentence, field messages, and for a duplicate the existing student. */
export type SaveFailure = {
  message: string;
  fieldErrors: Record<string, string>;
  existingId?: number | null;
  /** Someone else changed the record since it was loaded (412): offer to reload it. */
  stale?: boolean;
};

type Props = {
  mode: "create" | "edit";
  initialValues: StudentFormValues;
  /** Saves the values; rejects with a SaveFailure (or any error) when the server refuses. */
  onSave: (values: StudentFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Loads the record again (after a 412: someone else changed it). */
  onReload?: () => unknown;
  /** The heading level of the section titles (3 inside a drawer, 2 inside a page's tab). */
  sectionOrder?: TitleOrder;
  readOnly?: boolean;
  /** Rendered next to the buttons (e.g. a hint). */
  footer?: ReactNode;
};

function isSaveFailure(error: unknown): error is SaveFailure {
  return typeof error === "object" && error !== null && "fieldErrors" in error && "message" in error;
}

const dateProps = {
  valueFormat: "YYYY-MM-DD",
  placeholder: "YYYY-MM-DD",
  clearable: true,
  leftSection: <IconCalendar size={16} aria-hidden />,
} as const;

/** Every field of a student, in sections; validated with the shared schema, the server's messages on their fields. */
export function StudentForm({
  mode,
  initialValues,
  onSave,
  onCancel,
  onReload,
  sectionOrder = 3,
  readOnly,
  footer,
}: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<StudentFormValues>({
    initialValues,
    validate: mode === "create" ? validateCreate : validateUpdate,
  });
  const s = (key: FormKey) => t(`studentsPage.form.${key}`);
  const countryOptions = toCountryOptions(countries.data);

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      setSaving(true);
      try {
        await onSave(values);
        form.setInitialValues(values);
        form.resetDirty(values);
      } catch (error) {
        const f: SaveFailure = isSaveFailure(error)
          ? error
          : {
              message: isApiError(error) && error.message ? error.message : s("failed"),
              fieldErrors: isApiError(error) ? error.firstFieldErrors() : {},
            };
        form.setErrors(f.fieldErrors);
        setFailure(f);
      } finally {
        setSaving(false);
      }
    },
    () => setFailure({ message: s("fixErrors"), fieldErrors: {} }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={mode === "create" ? t("studentsPage.drawer.title") : undefined}>
      <fieldset disabled={readOnly || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <FormSection title={s("sections.personal")} order={sectionOrder}>
            <TextInput label={s("firstName")} withAsterisk autoComplete="off" {...form.getInputProps("first_name")} />
            <TextInput label={s("lastName")} withAsterisk autoComplete="off" {...form.getInputProps("last_name")} />
            <TextInput
              label={s("email")}
              withAsterisk
              type="email"
              autoComplete="off"
              {...form.getInputProps("email")}
            />
            <TextInput
              label={s("phone")}
              type="tel"
              placeholder={s("phonePlaceholder")}
              autoComplete="off"
              {...form.getInputProps("phone")}
            />
            <DateInput label={s("dateOfBirth")} {...dateProps} {...form.getInputProps("date_of_birth")} />
            <Select
              label={s("gender")}
              clearable
              data={GENDERS.map((g) => ({ value: g, label: t(`studentsPage.gender.${g}`) }))}
              {...form.getInputProps("gender")}
            />
            <Select
              label={s("nationality")}
              withAsterisk
              searchable
              data={countryOptions}
              nothingFoundMessage={s("nothingFound")}
              placeholder={countries.isLoading ? s("loadingOptions") : s("search")}
              autoComplete="off"
              {...form.getInputProps("nationality_id")}
            />
            {mode === "edit" ? (
              <Select
                label={s("status")}
                allowDeselect={false}
                data={STUDENT_STATUSES.map((v) => ({ value: v, label: t(`studentsPage.status.${v}`) }))}
                {...form.getInputProps("status")}
              />
            ) : null}
            <CounsellingFields form={form} />
          </FormSection>

          <FormSection title={s("sections.passport")} order={sectionOrder}>
            <TextInput
              label={s("passportNumber")}
              autoComplete="off"
              data-ltr
              {...form.getInputProps("passport_number")}
            />
            <DateInput label={s("passportExpiry")} {...dateProps} {...form.getInputProps("passport_expiry")} />
          </FormSection>

          <FormSection title={s("sections.address")} order={sectionOrder}>
            <ResidenceFields form={form} />
          </FormSection>

          <FormSection title={s("sections.study")} order={sectionOrder}>
            <StudyFields form={form} />
          </FormSection>

          <FormSection title={s("sections.academic")} order={sectionOrder}>
            <TextInput label={s("highestQualification")} {...form.getInputProps("highest_qualification")} />
            <TextInput label={s("grade")} {...form.getInputProps("grade")} />
            <AcademicMatchingFields form={form} />
          </FormSection>

          <FormSection title={s("sections.english")} order={sectionOrder}>
            <EnglishFields form={form} />
          </FormSection>

          <FormSection title={t("matches.profile.section")} order={sectionOrder}>
            <PreferenceFields form={form} />
          </FormSection>

          <Stack gap="xs" component="section">
            <Textarea label={s("sections.notes")} autosize minRows={3} maxRows={8} {...form.getInputProps("notes")} />
          </Stack>

          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
              {failure.existingId ? (
                <>
                  {" "}
                  <Anchor
                    c={LINK_COLOR}
                    component={Link}
                    to={paths.partnerDetail.student.href(failure.existingId)}
                    fw={600}
                  >
                    {s("duplicate")}
                  </Anchor>
                </>
              ) : null}
              {failure.stale && onReload ? (
                <Group mt="xs">
                  <Button size="xs" color="red" onClick={() => void onReload()}>
                    {s("reload")}
                  </Button>
                </Group>
              ) : null}
            </Alert>
          ) : null}

          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {footer}
              {onCancel || mode === "edit" ? (
                <Button
                  variant="default"
                  type="button"
                  onClick={() => {
                    form.reset();
                    setFailure(null);
                    onCancel?.();
                  }}
                >
                  {s("cancel")}
                </Button>
              ) : null}
              <Button type="submit" loading={saving}>
                {mode === "create" ? s("save") : s("saveChanges")}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
