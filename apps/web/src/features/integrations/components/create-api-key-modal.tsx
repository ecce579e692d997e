import "@mantine/dates/styles.css";
import "../strings";
import { Alert, Button, Checkbox, Code, Group, Modal, Stack, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { API_KEY_SCOPES, type ApiKeyCreated, apiKeyCreateBody } from "@pp/shared";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { useCreateApiKey } from "../api/api-keys";
import { endOfDay, scopeHelpKey } from "../utils/key-status";

type Values = { name: string; scopes: string[]; expires: string | null };
const formSchema = apiKeyCreateBody.pick({ name: true, scopes: true });

/** Name, scopes (a line each on what it allows) and an optional last day; on success the key goes to `onCreated`. */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: ApiKeyCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useForm<Values>({
    initialValues: { name: "", scopes: [], expires: null },
    validate: localSchemaResolver(formSchema),
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const fieldErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const generalError = create.isError && Object.keys(fieldErrors).length === 0;

  const submit = (values: Values) => {
    const body = {
      name: values.name.trim(),
      scopes: API_KEY_SCOPES.filter((s) => values.scopes.includes(s)),
      ...(values.expires ? { expires_at: endOfDay(values.expires) } : {}),
    };
    create.mutate(body, {
      onSuccess: (key) => {
        form.reset();
        create.reset();
        onCreated(key);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const { expires_at, ...rest } = error.firstFieldErrors();
        form.setErrors({ ...rest, ...(expires_at ? { expires: expires_at } : {}) });
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("integrations.apiKeys.form.title")}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("integrations.apiKeys.close") }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <TextInput
            label={t("integrations.apiKeys.form.name")}
            description={t("integrations.apiKeys.form.nameHelp")}
            placeholder={t("integrations.apiKeys.form.namePlaceholder")}
            autoComplete="off"
            maxLength={100}
            withAsterisk
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Checkbox.Group
            label={t("integrations.apiKeys.form.scopes")}
            description={t("integrations.apiKeys.form.scopesHelp")}
            withAsterisk
            {...form.getInputProps("scopes")}
          >
            <Stack gap="sm" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={<Code dir="ltr">{scope}</Code>}
                  description={t(`integrations.apiKeys.scopeHelp.${scopeHelpKey(scope)}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <DatePickerInput
            label={t("integrations.apiKeys.form.expires")}
            description={t("integrations.apiKeys.form.expiresHelp")}
            placeholder={t("integrations.apiKeys.form.expiresPlaceholder")}
            valueFormat="D MMM YYYY"
            // Mantine's placeholder grey is too pale on white (axe: contrast); the dimmed text colour passes.
            styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
            minDate={dayjs().add(1, "day").format("YYYY-MM-DD")}
            maxDate={dayjs().add(5, "year").format("YYYY-MM-DD")}
            clearable
            clearButtonProps={{ "aria-label": t("integrations.apiKeys.form.clearExpiry") }}
            {...form.getInputProps("expires")}
          />
          {generalError && (
            <Alert color="red.8" variant="outline" role="alert">
              {errorMessage(create.error, t("integrations.apiKeys.form.failed"))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("integrations.apiKeys.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("integrations.apiKeys.form.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
