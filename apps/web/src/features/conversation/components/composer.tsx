import { Alert, Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { applicationMessageBody, applicationMessageFileFields, type MessageSide } from "@pp/shared";
import { IconPaperclip, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { translateErrors } from "../../../lib/i18n/server-messages";
import { useSendMessage } from "../api/send-message";
import { MESSAGE_FILE_ACCEPT, messageFileProblem } from "../utils/file-problem";
import classes from "./conversation.module.css";

/** The box to write to the other side, with one file (PDF, JPG or PNG) to send along. */
export function Composer({ side, applicationId }: { side: MessageSide; applicationId: number }) {
  const { t } = useTranslation();
  const send = useSendMessage(side, applicationId);
  const [body, setBody] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ body?: string; file?: string }>({});
  // Field problems show under their field; anything else as one alert.
  const general = send.isError && !(isApiError(send.error) && Object.keys(send.error.fieldErrors).length > 0);

  const choose = (f: File | null) => {
    send.reset();
    const problem = f ? messageFileProblem(f) : null;
    setErrors((e) => ({ ...e, file: problem ? t(`conversation.${problem}`) : undefined }));
    setFile(problem ? null : f);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = (file ? applicationMessageFileFields : applicationMessageBody).safeParse({ body });
    if (!checked.success) {
      const found = translateErrors({ body: checked.error.issues[0]?.message ?? "" });
      setErrors({ body: String(found.body ?? "") });
      return;
    }
    setErrors({});
    send.mutate(
      { body: checked.data.body ?? "", file },
      {
        onSuccess: () => {
          setBody("");
          setFile(null);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const fields = error.firstFieldErrors();
          setErrors({ body: fields.body, file: fields.file });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label={t("conversation.label")}
          placeholder={t(side === "partner" ? "conversation.placeholderPartner" : "conversation.placeholderAdmin")}
          autosize
          minRows={2}
          maxRows={8}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (errors.body) setErrors((x) => ({ ...x, body: undefined }));
          }}
          error={errors.body}
        />
        {file && (
          <Paper withBorder radius="md" px="xs" py={4} data-testid="chosen-file">
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" miw={0}>
                <IconPaperclip size={14} aria-hidden />
                <Text size="sm" className={classes.fileName}>
                  {file.name}
                </Text>
              </Group>
              <CloseButton
                size="sm"
                aria-label={t("conversation.removeFile", { name: file.name })}
                onClick={() => choose(null)}
              />
            </Group>
          </Paper>
        )}
        {errors.file && (
          <Text size="sm" c="red" role="alert">
            {errors.file}
          </Text>
        )}
        {general && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(send.error, t("conversation.failed"))}
          </Alert>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <FileButton onChange={choose} accept={MESSAGE_FILE_ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />}>
                  {t("conversation.attach")}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {t("conversation.attachHelp")}
            </Text>
          </Group>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t("conversation.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
