import "../webhook-strings";
import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { WEBHOOK_EVENTS, webhookCreateBody } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { eventKey, useCreateWebhook, type WebhookWithSecret } from "../api/webhooks";

/** "Add endpoint": the URL, what it is for and its events; the answer carries the secret, shown next. */
export function WebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (w: WebhookWithSecret) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useForm({
    initialValues: { url: "", description: "", events: [] as string[] },
    validate: localSchemaResolver(webhookCreateBody),
  });
  const general = create.isError && !(isApiError(create.error) && Object.keys(create.error.fieldErrors).length > 0);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        create.mutate(webhookCreateBody.parse(values), {
          onSuccess: onCreated,
          onError: (error) => {
            if (isApiError(error)) form.setErrors(error.firstFieldErrors());
          },
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t("webhooks.url")}
          description={t("webhooks.urlHint")}
          placeholder={t("webhooks.urlPlaceholder")}
          dir="ltr"
          required
          {...form.getInputProps("url")}
        />
        <Textarea
          label={t("webhooks.description")}
          description={t("webhooks.descriptionHint")}
          rows={2}
          {...form.getInputProps("description")}
        />
        <Checkbox.Group
          label={t("webhooks.events")}
          description={t("webhooks.eventsHint")}
          required
          {...form.getInputProps("events")}
        >
          <Stack gap={6} mt="xs">
            {WEBHOOK_EVENTS.map((e) => (
              <Checkbox
                key={e}
                value={e}
                label={
                  <>
                    <code dir="ltr">{e}</code> · {t(eventKey(e))}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {general && (
          <Alert color="red" role="alert">
            {errorMessage(create.error, t("webhooks.failed"))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("webhooks.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("webhooks.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
