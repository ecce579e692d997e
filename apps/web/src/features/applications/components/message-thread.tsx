import { Alert, Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type ApplicationDetail, applicationMessageBody } from "@pp/shared";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useSendMessage } from "../api/send-message";
import { RelativeTime } from "./relative-time";

/** The application's message thread (oldest first, newest at the bottom) and a box to add one. */
export function MessageThread({ id, messages }: { id: number; messages: ApplicationDetail["messages"] }) {
  const { t } = useTranslation();
  const send = useSendMessage(id);
  const form = useForm({
    initialValues: { body: "" },
    validate: schemaResolver(applicationMessageBody, { sync: true }),
  });
  const fieldErrors = isApiError(send.error) ? send.error.fieldErrors : {};
  const generalError = send.isError && Object.keys(fieldErrors).length === 0;

  return (
    <section aria-labelledby="messages-heading">
      <Title order={2} size="h4" id="messages-heading" mb="sm">
        {t("applicationsPage.messages.heading")}
      </Title>
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          {t("applicationsPage.messages.empty")}
        </Text>
      ) : (
        <Stack gap="sm" mb="md" component="ol" aria-label={t("applicationsPage.messages.listLabel")} p={0} m={0}>
          {messages.map((m) => {
            const name = m.author?.name ?? t("applicationsPage.messages.unknownAuthor");
            return (
              <Group key={m.id} component="li" align="flex-start" gap="sm" wrap="nowrap" style={{ listStyle: "none" }}>
                <Avatar radius="xl" size={32} variant="filled" color="brand" name={name} aria-hidden />
                <Paper withBorder radius="md" p="xs" style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {name}
                      {m.author?.role && (
                        <Text span size="xs" c="dimmed" fw={400}>
                          {" "}
                          · {m.author.role}
                        </Text>
                      )}
                    </Text>
                    <RelativeTime iso={m.created_at} size="xs" c="dimmed" />
                  </Group>
                  <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {m.body}
                  </Text>
                </Paper>
              </Group>
            );
          })}
        </Stack>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          send.mutate(applicationMessageBody.parse(values).body, {
            onSuccess: () => form.reset(),
            onError: (error) => {
              if (isApiError(error)) form.setErrors(error.firstFieldErrors());
            },
          }),
        )}
      >
        <Stack gap="xs">
          <Textarea
            label={t("applicationsPage.messages.label")}
            placeholder={t("applicationsPage.messages.placeholder")}
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps("body")}
          />
          {generalError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(send.error, t("applicationsPage.messages.failed"))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
              {t("applicationsPage.messages.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
