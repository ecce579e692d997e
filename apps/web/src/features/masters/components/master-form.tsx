import { Alert, Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { MasterItem } from "@pp/shared";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useMasterOptions } from "../api/get-masters";
import { useSaveMaster } from "../api/save-master";
import type { FormValues, MasterConfig } from "../config/types";
import { parseForm, visibleFields } from "../utils/form-body";
import { MasterField } from "./master-field";

type Props = {
  config: MasterConfig;
  /** The row being edited; none to add one. */
  item?: MasterItem;
  onSaved: (item: MasterItem, created: boolean) => void;
  onCancel: () => void;
};

/** The add / edit form of any Masters resource, drawn from its config and validated with its shared schema. */
export function MasterForm({ config, item, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveMaster(config.resource);
  const form = useForm<FormValues>({
    initialValues: config.initial(item),
    validate: (values) => {
      const parsed = parseForm(config, values);
      return parsed.ok ? {} : parsed.errors;
    },
  });

  // A new row's name offered from its other fields when they change, unless the person typed one of their own.
  const years = useMasterOptions("years", config.suggestName !== undefined && !item);
  const offered = useRef("");
  const latest = useRef(form);
  latest.current = form;
  const suggestion =
    !item && config.suggestName ? config.suggestName(form.values, years.data?.results.data ?? []) : null;
  useEffect(() => {
    if (suggestion === null) return;
    const name = String(latest.current.values.name ?? "");
    if (name === "" || name === offered.current) latest.current.setFieldValue("name", suggestion);
    offered.current = suggestion;
  }, [suggestion]);

  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const generalError = save.isError && Object.keys(fieldErrors).length === 0;

  const submit = (values: FormValues) => {
    const parsed = parseForm(config, values);
    if (!parsed.ok) return;
    save.mutate(
      { id: item?.id, body: parsed.body, version: item?.updated_at },
      {
        onSuccess: (saved) => onSaved(saved, !item),
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.firstFieldErrors());
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {visibleFields(config, form.values).map((field) => (
          <MasterField key={field.name} field={field} form={form} />
        ))}
        {generalError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, t("mastersPage.form.failed"))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("mastersPage.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t("mastersPage.form.save") : t("mastersPage.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
