import {
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import "@mantine/dates/styles.css";
import { DateInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import { PERMISSIONS, STATUS_COLOURS, TRANSLATED_LANGUAGES } from "@pp/shared";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { languageInfo } from "../../../lib/i18n/languages";
import { useMasterOptions } from "../api/get-masters";
import type { FieldDef, FormValues } from "../config/types";
import { translationKey } from "../utils/form-body";
import { MONTHS, monthLabel } from "../utils/months";

type Props = { field: FieldDef; form: UseFormReturnType<FormValues> };

const swatch = (colour: string) => <ColorSwatch color={`var(--mantine-color-${colour}-6)`} size={16} aria-hidden />;

/** One input of a Masters form, drawn by its kind. */
export function MasterField({ field, form }: Props) {
  const { t } = useTranslation();
  const label = t(`mastersPage.fields.${field.name}`);
  const description = field.hint ? t(`mastersPage.hints.${field.hint}`) : undefined;
  const input = form.getInputProps(field.name);
  switch (field.kind) {
    case "text":
      return (
        <TextInput
          label={label}
          description={description}
          withAsterisk={field.required}
          placeholder={field.placeholder}
          autoComplete="off"
          {...input}
          onChange={(e) =>
            form.setFieldValue(field.name, field.upper ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)
          }
        />
      );
    case "textarea":
      return <Textarea label={label} autosize minRows={2} maxRows={6} {...input} />;
    case "number":
      return (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={field.required}
          min={field.min}
          max={field.max}
          allowDecimal={Boolean(field.decimals)}
          decimalScale={field.decimals}
          thousandSeparator={field.decimals ? "," : undefined}
          // Steps of 1 make no sense for a rate like 0.79.
          hideControls={Boolean(field.decimals)}
          clampBehavior="none"
          {...input}
        />
      );
    case "date": {
      const value = String(form.values[field.name] ?? "");
      return (
        <DateInput
          label={label}
          description={description}
          withAsterisk={field.required}
          valueFormat="D MMM YYYY"
          maxDate={field.notAfterToday ? dayjs().format("YYYY-MM-DD") : undefined}
          popoverProps={{ withinPortal: true }}
          {...input}
          value={value || null}
          onChange={(v) => form.setFieldValue(field.name, v ?? "")}
        />
      );
    }
    case "switch":
      return (
        <Switch label={label} description={description} {...form.getInputProps(field.name, { type: "checkbox" })} />
      );
    case "month":
      return (
        <Select
          label={label}
          withAsterisk={field.required}
          placeholder={t("mastersPage.form.choose")}
          data={MONTHS.map((m) => ({ value: m, label: monthLabel(t, m) }))}
          allowDeselect={false}
          {...input}
        />
      );
    case "colour": {
      const value = String(form.values[field.name] ?? "gray");
      return (
        <Select
          label={label}
          data={STATUS_COLOURS.map((c) => ({ value: c, label: t(`mastersPage.colours.${c}`) }))}
          allowDeselect={false}
          leftSection={swatch(value)}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              {swatch(option.value)}
              {option.label}
            </Group>
          )}
          {...input}
        />
      );
    }
    case "permissions":
      return (
        <Checkbox.Group
          label={label}
          description={t("mastersPage.form.permissionsHint")}
          withAsterisk={field.required}
          {...input}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} mt="xs">
            {PERMISSIONS.map((p) => (
              <Checkbox key={p} value={p} label={t(`mastersPage.permissions.${p}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      );
    case "lookup":
      return <LookupField field={field} form={form} label={label} />;
    case "translations":
      return (
        <Fieldset legend={label} variant="unstyled">
          <Text size="xs" c="dimmed" mb={6}>
            {t(`mastersPage.hints.${field.name as "names"}`)}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {TRANSLATED_LANGUAGES.map((code) => {
              const language = languageInfo(code);
              return (
                <TextInput
                  key={code}
                  label={language.name}
                  lang={language.html}
                  dir={language.dir}
                  autoComplete="off"
                  {...form.getInputProps(translationKey(field.name, code))}
                />
              );
            })}
          </SimpleGrid>
          {typeof input.error === "string" && (
            <Text size="xs" c="red" mt={4} role="alert">
              {input.error}
            </Text>
          )}
        </Fieldset>
      );
  }
}

function LookupField({ field, form, label }: Props & { field: Extract<FieldDef, { kind: "lookup" }>; label: string }) {
  const { t } = useTranslation();
  const options = useMasterOptions(field.from);
  const data = (options.data?.results.data ?? []).map((i) => ({ value: String(i.id), label: field.optionLabel(i) }));
  const common = {
    label,
    withAsterisk: field.required,
    data,
    searchable: true,
    nothingFoundMessage: t("mastersPage.form.nothingFound"),
    rightSection: options.isPending ? <Loader size={14} /> : undefined,
  };
  const input = form.getInputProps(field.name);
  const error = input.error ?? (options.isError ? t("mastersPage.optionsFailed") : undefined);
  if (field.multiple) {
    return (
      <MultiSelect
        {...common}
        description={field.showWhen ? t("mastersPage.form.descriptionStudyLevels") : undefined}
        {...input}
        error={error}
      />
    );
  }
  return (
    <Select
      {...common}
      placeholder={t("mastersPage.form.choose")}
      clearable={!field.required}
      {...input}
      error={error}
    />
  );
}
