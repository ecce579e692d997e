import { ActionIcon, Alert, Button, FileInput, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { TicketDetail } from "@pp/shared";
import { IconDownload, IconFileTypePdf, IconPaperclip, IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import type { TicketSide } from "../api/keys";
import { useDownloadAttachment, useUploadAttachment } from "../api/ticket-mutations";
import { ATTACHMENT_ACCEPT, attachmentProblem, formatBytes } from "../utils/attachment-file";
import { shortDate } from "../utils/sla";
import { notify } from "./notify";

type Props = { side: TicketSide; ticket: TicketDetail };

/** The ticket's files, each downloadable, and a box to attach one more. */
export function TicketAttachments({ side, ticket }: Props) {
  const { t } = useTranslation();
  const download = useDownloadAttachment(side, ticket.id);
  const upload = useUploadAttachment(side);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `ticket-${ticket.id}-files`;

  const submit = () => {
    if (!file) return;
    const p = attachmentProblem(file);
    setProblem(p ? t(`ticketsPage.form.${p}`, { name: file.name }) : null);
    if (p) return;
    upload.mutate(
      { id: ticket.id, file },
      {
        onSuccess: () => {
          notify(t("ticketsPage.attachments.uploaded", { name: file.name }), "teal");
          setFile(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="sm">
        {t("ticketsPage.attachments.heading")}
      </Title>
      {ticket.attachments.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t("ticketsPage.attachments.empty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} mb="sm" aria-label={t("ticketsPage.attachments.listLabel")}>
          {ticket.attachments.map((a) => {
            const Icon = a.content_type === "application/pdf" ? IconFileTypePdf : IconPhoto;
            return (
              <Group key={a.id} component="li" gap="sm" wrap="nowrap" style={{ listStyle: "none" }}>
                <Icon size={20} aria-hidden color="var(--mantine-color-dimmed)" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate title={a.file_name}>
                    {a.file_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(a.size_bytes)} · {shortDate(a.created_at)}
                  </Text>
                </div>
                <Tooltip label={t("ticketsPage.attachments.download", { name: a.file_name })}>
                  <ActionIcon
                    variant="default"
                    aria-label={t("ticketsPage.attachments.download", { name: a.file_name })}
                    loading={download.isPending && download.variables === a.id}
                    onClick={() => download.mutate(a.id)}
                  >
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
        </Stack>
      )}
      {download.isError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(download.error, t("ticketsPage.attachments.downloadFailed"))}
        </Alert>
      ) : null}
      {ticket.status === "closed" ? null : (
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <FileInput
            label={t("ticketsPage.attachments.file")}
            placeholder={t("ticketsPage.attachments.filePlaceholder")}
            styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
            accept={ATTACHMENT_ACCEPT}
            clearable
            value={file}
            onChange={(f) => {
              setFile(f);
              setProblem(null);
              upload.reset();
            }}
            error={problem ?? (upload.isError ? errorMessage(upload.error, t("ticketsPage.attachments.failed")) : null)}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button mt={25} variant="default" onClick={submit} disabled={!file} loading={upload.isPending}>
            {t("ticketsPage.attachments.upload")}
          </Button>
        </Group>
      )}
    </section>
  );
}
