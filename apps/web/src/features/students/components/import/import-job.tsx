import { Alert, Button, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import type { StudentImportJob } from "@pp/shared";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api-error";
import { useFormat } from "../../../../lib/format";
import { useDownloadImportResult } from "../../api/import-jobs";

/** A background import while it runs: what it is doing, and how far it is. */
export function ImportJobProgress({ job }: { job: StudentImportJob }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  const total = Math.max(job.total_rows, 1);
  const done = job.status === "importing" ? job.rows_imported : job.rows_checked;
  const text =
    job.status === "queued"
      ? t("studentImport.job.queued")
      : t(`studentImport.job.${job.status === "importing" ? "importing" : "checking"}`, {
          done: formatNumber(done),
          total: formatNumber(job.total_rows),
        });
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="import-progress">
      <Stack gap="sm">
        <Title order={2} size="h4" id="import-progress">
          {job.file_name}
        </Title>
        <Text size="sm" c="dimmed">
          {t("studentImport.job.background")}
        </Text>
        <Text size="sm" fw={600} role="status" aria-live="polite">
          {text}
        </Text>
        <Progress
          aria-label={t("studentImport.job.progressLabel")}
          value={job.status === "queued" ? 100 : Math.round((done / total) * 100)}
          striped={job.status === "queued"}
          animated={job.status !== "done"}
          size="lg"
          radius="xl"
        />
      </Stack>
    </Paper>
  );
}

/** A background import that stopped: its sentence. */
export function ImportJobFailed({ job }: { job: StudentImportJob }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t("studentImport.job.failed")}>
      {job.error}
    </Alert>
  );
}

/** The download of a finished import's file with each row's result. */
export function ImportResultDownload({ job }: { job: StudentImportJob }) {
  const { t } = useTranslation();
  const download = useDownloadImportResult();
  if (!job.result_url) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate(job)}
      >
        {t("studentImport.job.result")}
      </Button>
      {download.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(download.error, t("studentImport.job.resultFailed"))}
        </Text>
      ) : null}
    </Stack>
  );
}
