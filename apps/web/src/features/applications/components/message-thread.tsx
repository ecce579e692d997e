import { Alert, Box, Button, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ApplicationDetail, applicationMessageBody } from "@pp/shared";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MessageList } from "../../../components/message-list";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { useSendMessage } from "../api/send-message";
import { useCan } from "./use-can";

/**
 * The application's message thread (oldest first, newest at the bottom) and, for people who may edit applications
 * (the server asks applications.manage), a box to add one.
 */
export function MessageThread({ id, messages }: { id: number; messages: ApplicationDetail["messages"] }) {
  const { t } = useTranslation();
  const canWrite = useCan("applications.manage");
  const send = useSendMessage(id);
  const form = useForm({
    initialValues: { body: "" },
    validate: localSchemaResolver(applicationMessageBody),
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
          {t(canWrite ? "applicationsPage.messages.empty" : "applicationsPage.messages.emptyReadOnly")}
        </Text>
      ) : (
        <Box mb="md">
          <MessageList
            messages={messages}
            label={t("applicationsPage.messages.listLabel")}
            unknownAuthor={t("applicationsPage.messages.unknownAuthor")}
          />
        </Box>
      )}
      {!canWrite && (
        <Text c="dimmed" size="sm">
          {t("applicationsPage.messages.readOnly")}
        </Text>
      )}
      {canWrite && (
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
      )}
    </section>
  );
}
