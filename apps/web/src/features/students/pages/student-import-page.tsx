import "../import-strings";
import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { STUDENT_IMPORT_MAX_BYTES, type StudentImportJob } from "@pp/shared";
import { IconArrowLeft, IconFileSpreadsheet, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ImportDone } from "../../../components/spreadsheet-import/import-done";
import { SpreadsheetDropzone, spreadsheetProblem } from "../../../components/spreadsheet-import/spreadsheet-dropzone";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { formatFileSize } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { isActiveImport, useImportJob, useLiveImportProgress } from "../api/import-jobs";
import { useCheckImport, useRunImport } from "../api/import-students";
import classes from "../components/import/import.module.css";
import { ImportJobFailed, ImportJobProgress, ImportResultDownload } from "../components/import/import-job";
import { ImportReview } from "../components/import/import-review";
import { ImportTemplate } from "../components/import/import-template";
import { RecentImports } from "../components/import/recent-imports";

/** A background import, followed to its end: progress, then its outcome. */
function JobOutcome(props: {
  job: StudentImportJob;
  /** Absent when the file is not at hand (a job opened from Recent imports): it must be dropped again. */
  onImport: (() => void) | undefined;
  importing: boolean;
  importError: unknown;
  onAgain: () => void;
}) {
  const { job } = props;
  if (isActiveImport(job)) return <ImportJobProgress job={job} />;
  if (job.status === "failed") return <ImportJobFailed job={job} />;
  if (job.committed)
    return (
      <ImportDone
        strings="studentImport"
        created={job.created}
        fileName={job.file_name}
        listHref={paths.partner.students.href()}
        onAgain={props.onAgain}
      >
        <ImportResultDownload job={job} />
      </ImportDone>
    );
  return (
    <ImportReview
      counts={{ total: job.total_rows, valid: job.valid, invalid: job.invalid }}
      rows={job.problems}
      onImport={props.onImport}
      importing={props.importing}
      importError={props.importError}
    >
      <ImportResultDownload job={job} />
    </ImportReview>
  );
}

/** /partner/student/import: the template, a file checked row by row, then every student imported or none. */
export function StudentImportPage() {
  const { t } = useTranslation();
  const canManage = useSession((s) => s.permissions.includes("students.manage"));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const check = useCheckImport();
  const run = useRunImport();
  const live = useLiveImportProgress();
  const job = useImportJob(jobId, live);

  const reset = () => {
    setFile(null);
    setProblem(null);
    setJobId(null);
    check.reset();
    run.reset();
  };
  const choose = (chosen: File) => {
    reset();
    const p = spreadsheetProblem(chosen, STUDENT_IMPORT_MAX_BYTES);
    if (p) {
      setProblem(t(`studentImport.upload.problems.${p}`));
      return;
    }
    setFile(chosen);
    check.mutate(chosen, { onSuccess: (a) => (a.kind === "job" ? setJobId(a.job.id) : undefined) });
  };
  const runImport = () => {
    if (!file) return;
    run.mutate(file, { onSuccess: (a) => (a.kind === "job" ? setJobId(a.job.id) : undefined) });
  };
  const rows = check.data?.kind === "rows" ? check.data.result : null;
  const done = run.data?.kind === "rows" && run.data.result.committed ? run.data.result : null;

  const header = (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4} style={{ flex: "1 1 20rem" }}>
        <Title order={1}>{t("studentImport.title")}</Title>
        <Text c="dimmed">{t("studentImport.subtitle")}</Text>
      </Stack>
      <Button
        variant="default"
        component={Link}
        to={paths.partner.students.href()}
        leftSection={<IconArrowLeft size={18} aria-hidden className={classes.flipRtl} />}
      >
        {t("studentImport.back")}
      </Button>
    </Group>
  );
  if (!canManage)
    return (
      <Container size="xl" py={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          {header}
          <Alert color="yellow" variant="light" role="alert">
            {t("studentImport.notAllowed")}
          </Alert>
        </Stack>
      </Container>
    );

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        {header}
        <ImportTemplate />
        {done && file ? (
          <ImportDone
            strings="studentImport"
            created={done.created}
            fileName={file.name}
            listHref={paths.partner.students.href()}
            onAgain={reset}
          />
        ) : (
          <>
            <Paper
              withBorder
              radius="lg"
              p={{ base: "md", sm: "lg" }}
              component="section"
              aria-labelledby="import-step-2"
            >
              <Stack gap="md">
                <div>
                  <Title order={2} size="h4" id="import-step-2">
                    {t("studentImport.upload.title")}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t("studentImport.upload.intro")}
                  </Text>
                </div>
                {file ? (
                  <Group justify="space-between" gap="md" wrap="wrap">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon size={40} radius="md" variant="filled" color="teal" aria-hidden>
                        <IconFileSpreadsheet size={22} />
                      </ThemeIcon>
                      <div>
                        <Text fw={600} style={{ wordBreak: "break-all" }}>
                          {file.name}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {check.isPending
                            ? t("studentImport.upload.checking")
                            : t("studentImport.upload.size", { size: formatFileSize(file.size) })}
                        </Text>
                      </div>
                    </Group>
                    <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={reset}>
                      {t("studentImport.upload.another")}
                    </Button>
                  </Group>
                ) : (
                  <SpreadsheetDropzone
                    strings="studentImport"
                    onFile={choose}
                    onRejected={() => setProblem(t("studentImport.upload.problems.type"))}
                  />
                )}
                {problem ? (
                  <Alert color="red" variant="light" role="alert">
                    {problem}
                  </Alert>
                ) : null}
                {check.isError ? (
                  <Alert color="red" variant="light" role="alert" title={t("studentImport.upload.unreadable")}>
                    {errorMessage(check.error, t("studentImport.upload.failed"))}
                  </Alert>
                ) : null}
              </Stack>
            </Paper>
            {jobId !== null && job.data ? (
              <JobOutcome
                job={job.data}
                onImport={file ? runImport : undefined}
                importing={run.isPending}
                importError={run.error}
                onAgain={reset}
              />
            ) : rows && file ? (
              <ImportReview
                key={`${file.name}:${file.size}:${file.lastModified}`}
                counts={rows}
                rows={rows.rows}
                onImport={runImport}
                importing={run.isPending}
                importError={run.error}
              />
            ) : null}
          </>
        )}
        <RecentImports
          onOpen={(id) => {
            reset();
            setJobId(id);
          }}
        />
      </Stack>
    </Container>
  );
}
