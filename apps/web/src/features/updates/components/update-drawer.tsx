import "@mantine/dates/styles.css";
import {
  Alert,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { UPDATE_AUDIENCES, UPDATE_CATEGORIES, type UpdateItem } from "@pp/shared";
import { IconCalendarTime } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { type AudienceOption, useAudienceOptions } from "../api/get-audience-options";
import { useSaveUpdate } from "../api/save-update";
import type { updatesStrings } from "../strings";
import {
  emptyUpdateValues,
  isFuture,
  serverErrors,
  type UpdateFormValues,
  updateToValues,
  validateUpdate,
  valuesToBody,
} from "../utils/update-form";
import { HtmlEditor } from "./html-editor";
import { notify } from "./notify";

type FormKey = Exclude<keyof typeof updatesStrings.updatesPage.form, "audienceOptions" | "picker">;

export type UpdateDrawerState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; item: UpdateItem };

/** Active rows as options, plus any chosen row that has been deactivated since (so its name still shows). */
function optionsOf(rows: AudienceOption[] | undefined, chosen: string[]) {
  return (rows ?? [])
    .filter((r) => r.is_active || chosen.includes(String(r.id)))
    .map((r) => ({ value: String(r.id), label: r.name }));
}

function UpdateForm({ item, onDone }: { item?: UpdateItem; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveUpdate();
  const countries = useAudienceOptions("countries");
  const regions = useAudienceOptions("regions");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateFormValues>({
    initialValues: item ? updateToValues(item) : emptyUpdateValues(),
    validate: validateUpdate,
    // The "fix the fields" sentence goes once the user starts fixing them.
    onValuesChange: () => setFailure(null),
  });
  const f = (key: FormKey) => t(`updatesPage.form.${key}`);
  const values = form.values;
  const scheduled = isFuture(values.publish_at);

  const submit = form.onSubmit(
    async (v) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ id: item?.id ?? null, body: valuesToBody(v) });
        notify(
          item
            ? t("updatesPage.form.saved", { title: saved.title })
            : saved.published
              ? t("updatesPage.form.published", { title: saved.title })
              : t("updatesPage.form.scheduled", {
                  title: saved.title,
                  date: formatDateTime(saved.publish_at),
                }),
        );
        onDone();
      } catch (error) {
        if (isApiError(error)) form.setErrors(serverErrors(error.firstFieldErrors(), v.audience));
        setFailure(isApiError(error) && error.message ? error.message : f("failed"));
      }
    },
    () => setFailure(f("fixErrors")),
  );

  const selectProps = {
    searchable: true,
    clearable: true,
    hidePickedOptions: true,
    nothingFoundMessage: f("nothingFound"),
    maxDropdownHeight: 260,
  };

  return (
    <form noValidate onSubmit={submit} aria-label={item ? f("editTitle") : f("createTitle")}>
      <fieldset disabled={save.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            label={f("title")}
            placeholder={f("titlePlaceholder")}
            withAsterisk
            autoComplete="off"
            maxLength={200}
            {...form.getInputProps("title")}
          />
          <Select
            label={f("category")}
            placeholder={f("categoryPlaceholder")}
            withAsterisk
            data={UPDATE_CATEGORIES.map((c) => ({ value: c, label: t(`updatesPage.categories.${c}`) }))}
            {...form.getInputProps("category")}
          />
          <HtmlEditor
            label={f("body")}
            description={f("bodyHint")}
            required
            value={values.body}
            onChange={(v) => form.setFieldValue("body", v)}
            error={form.errors.body}
          />
          <Radio.Group
            label={f("audience")}
            {...form.getInputProps("audience")}
            onChange={(v) => {
              form.setFieldValue("audience", v as UpdateFormValues["audience"]);
              form.clearFieldError("country_ids");
              form.clearFieldError("region_ids");
            }}
          >
            <Group gap="lg" mt={6}>
              {UPDATE_AUDIENCES.map((a) => (
                <Radio key={a} value={a} label={t(`updatesPage.form.audienceOptions.${a}`)} />
              ))}
            </Group>
          </Radio.Group>
          {values.audience === "countries" ? (
            <MultiSelect
              label={f("countries")}
              placeholder={countries.isLoading ? f("loadingOptions") : f("countriesPlaceholder")}
              withAsterisk
              data={optionsOf(countries.data, values.country_ids)}
              {...form.getInputProps("country_ids")}
              {...selectProps}
            />
          ) : null}
          {values.audience === "regions" ? (
            <MultiSelect
              label={f("regions")}
              placeholder={regions.isLoading ? f("loadingOptions") : f("regionsPlaceholder")}
              withAsterisk
              data={optionsOf(regions.data, values.region_ids)}
              {...form.getInputProps("region_ids")}
              {...selectProps}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <DateTimePicker
              label={f("publishAt")}
              placeholder={f("publishAtPlaceholder")}
              description={f("publishAtHint")}
              inputWrapperOrder={["label", "input", "description", "error"]}
              clearable
              valueFormat="D MMM YYYY, HH:mm"
              styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
              defaultTimeValue="09:00"
              leftSection={<IconCalendarTime size={16} aria-hidden />}
              popoverProps={{ withinPortal: true }}
              ariaLabels={{
                nextMonth: t("updatesPage.form.picker.nextMonth"),
                previousMonth: t("updatesPage.form.picker.previousMonth"),
                nextYear: t("updatesPage.form.picker.nextYear"),
                previousYear: t("updatesPage.form.picker.previousYear"),
                nextDecade: t("updatesPage.form.picker.nextDecade"),
                previousDecade: t("updatesPage.form.picker.previousDecade"),
                monthLevelControl: t("updatesPage.form.picker.monthLevel"),
                yearLevelControl: t("updatesPage.form.picker.yearLevel"),
              }}
              timePickerProps={{
                hoursInputLabel: t("updatesPage.form.picker.hours"),
                minutesInputLabel: t("updatesPage.form.picker.minutes"),
              }}
              submitButtonProps={{ "aria-label": t("updatesPage.form.picker.confirm") }}
              {...form.getInputProps("publish_at")}
            />
            <Switch
              mt={{ base: 0, sm: 28 }}
              label={f("pinned")}
              description={f("pinnedHint")}
              {...form.getInputProps("pinned", { type: "checkbox" })}
            />
          </SimpleGrid>

          {failure ? (
            <Alert color="red" variant="outline" role="alert">
              {failure}
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onDone}>
              {f("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {item ? f("save") : scheduled ? f("schedule") : f("publish")}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

/** Create or edit an update in a right-hand drawer (the full width on a phone). */
export function UpdateDrawer({ state, onClose }: { state: UpdateDrawerState; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const item = state.mode === "edit" ? state.item : undefined;
  return (
    <Drawer
      opened={state.mode !== "closed"}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={item ? t("updatesPage.form.editTitle") : t("updatesPage.form.createTitle")}
      closeButtonProps={{ "aria-label": t("updatesPage.form.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {state.mode !== "closed" ? <UpdateForm key={item?.id ?? "new"} item={item} onDone={onClose} /> : null}
    </Drawer>
  );
}
