import { ActionIcon, Alert, Button, FileInput, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { AdminApplicationDetail } from "@pp/shared";
import { IconDownload, IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../components/relative-time";
import { api, saveFile } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/api-error";
import { useUploadOfferLetter } from "../api/upload-offer-letter";
import { OFFER_ACCEPT, offerFileProblem } from "../utils/offer-file";
import classes from "./admin-applications.module.css";

/** The API answers with `/api/...` links; the client adds that prefix itself. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, "");

/** Upload the offer letter (PDF) and see, and download, the ones already sent to this student. */
export function OfferLetterCard({ application: a }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const upload = useUploadOfferLetter(a.id);
  const sent = a.documents.filter((d) => d.kind === "offer_letter");
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (url: string) => {
    setDownloadError(null);
    api
      .download(apiPath(url))
      .then(saveFile)
      .catch((err) => setDownloadError(errorMessage(err, t("adminApplicationsPage.offer.failed"))));
  };
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const p = offerFileProblem(file);
    setProblem(p ? t(`adminApplicationsPage.offer.${p}`) : null);
    if (p || !file) return;
    upload.mutate(file, {
      onSuccess: () => {
        notifications.show({
          color: "teal",
          message: t("adminApplicationsPage.offer.uploaded", { name: file.name }),
          closeButtonProps: { "aria-label": t("adminApplicationsPage.close") },
        });
        setFile(null);
      },
    });
  };

  return (
    <section aria-labelledby="offer-heading">
      <Title order={2} size="h4" id="offer-heading">
        {t("adminApplicationsPage.offer.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("adminApplicationsPage.offer.help")}
      </Text>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t("adminApplicationsPage.offer.file")}
            placeholder={t("adminApplicationsPage.offer.placeholder")}
            accept={OFFER_ACCEPT}
            clearable
            value={file}
            onChange={(f) => {
              setFile(f);
              setProblem(null);
              upload.reset();
            }}
            error={problem}
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            classNames={{ placeholder: classes.placeholder }}
            style={{ flex: "1 1 240px" }}
          />
          <Button
            onClick={submit}
            loading={upload.isPending}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            mb={problem ? 22 : 0}
          >
            {t("adminApplicationsPage.offer.upload")}
          </Button>
        </Group>
        {upload.isError && (
          <Alert color="red" role="alert">
            {errorMessage(upload.error, t("adminApplicationsPage.offer.failed"))}
          </Alert>
        )}
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
            {t("adminApplicationsPage.offer.sent")}
          </Text>
          {sent.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("adminApplicationsPage.offer.none")}
            </Text>
          ) : (
            <List spacing={6} listStyleType="none" data-testid="offer-letters">
              {sent.map((l) => (
                <List.Item
                  key={l.id}
                  icon={
                    <ThemeIcon size={24} radius="xl" variant="filled" color="red" aria-hidden>
                      <IconFileTypePdf size={14} />
                    </ThemeIcon>
                  }
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                        {l.file_name}
                      </Text>
                      <RelativeTime iso={l.created_at} size="xs" c="dimmed" />
                    </div>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("adminApplicationsPage.offer.download", { name: l.file_name })}
                      onClick={() => download(l.download_url)}
                    >
                      <IconDownload size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {downloadError && (
            <Text size="sm" c="red" role="alert" mt={4}>
              {downloadError}
            </Text>
          )}
        </div>
      </Stack>
    </section>
  );
}
