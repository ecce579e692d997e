import "../strings";
import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconFileSpreadsheet, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ImportDone } from "../../../components/spreadsheet-import/import-done";
import { SpreadsheetDropzone } from "../../../components/spreadsheet-import/spreadsheet-dropzone";
import { errorMessage } from "../../../lib/api-error";
import { formatFileSize } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useCommitImport, usePreviewImport } from "../api/course-import";
import { ImportReview } from "../components/import-review";
import { ImportTemplate } from "../components/import-template";
import { PageHeader } from "../components/page-header";
import { importFileProblem } from "../utils/import-preview";

/** /admin/courses/import: template, upload, a row-by-row check, then all rows imported or none. */
export function CourseImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();

  const reset = () => {
    setFile(null);
    setProblem(null);
    preview.reset();
    commit.reset();
  };
  const choose = (chosen: File) => {
    reset();
    const p = importFileProblem(chosen);
    if (p) {
      setProblem(t(`adminCataloguePage.import.upload.problems.${p}`));
      return;
    }
    setFile(chosen);
    preview.mutate(chosen);
  };
  const done = commit.data?.committed ? commit.data : null;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <PageHeader
          title={t("adminCataloguePage.import.title")}
          subtitle={t("adminCataloguePage.import.subtitle")}
          actions={
            <Button
              variant="default"
              component={Link}
              to={paths.admin.courses.href()}
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {t("adminCataloguePage.import.back")}
            </Button>
          }
        />
        <ImportTemplate />
        {done && file ? (
          <ImportDone
            strings="adminCataloguePage.import"
            created={done.created}
            fileName={file.name}
            listHref={paths.admin.courses.href()}
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
                    {t("adminCataloguePage.import.upload.title")}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t("adminCataloguePage.import.upload.intro")}
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
                          {preview.isPending
                            ? t("adminCataloguePage.import.upload.checking")
                            : t("adminCataloguePage.import.upload.size", { size: formatFileSize(file.size) })}
                        </Text>
                      </div>
                    </Group>
                    <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={reset}>
                      {t("adminCataloguePage.import.upload.another")}
                    </Button>
                  </Group>
                ) : (
                  <SpreadsheetDropzone
                    strings="adminCataloguePage.import"
                    onFile={choose}
                    onRejected={() => setProblem(t("adminCataloguePage.import.upload.problems.type"))}
                  />
                )}
                {problem ? (
                  <Alert color="red" variant="light" role="alert">
                    {problem}
                  </Alert>
                ) : null}
                {preview.isError ? (
                  <Alert
                    color="red"
                    variant="light"
                    role="alert"
                    title={t("adminCataloguePage.import.upload.unreadable")}
                  >
                    {errorMessage(preview.error, t("adminCataloguePage.import.upload.failed"))}
                  </Alert>
                ) : null}
              </Stack>
            </Paper>
            {preview.data && file ? (
              <ImportReview
                key={`${file.name}:${file.size}:${file.lastModified}`}
                preview={preview.data}
                onCommit={() => commit.mutate(file)}
                committing={commit.isPending}
                commitError={commit.error}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
