import { Alert, Button, FileInput, Group, Paper, Select, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { DOCUMENT_KIND_KEYS } from "@pp/shared";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useUploadStudentDocument } from "../api/upload-student-document";
import { DOCUMENT_ACCEPT, documentFileProblem } from "../form/document-file";

/** Type + file + Upload; the file is checked here first, then by the server from its content. */
export function DocumentUpload({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const upload = useUploadStudentDocument(studentId);
  const [kind, setKind] = useState<string>("passport");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const p = documentFileProblem(file);
    setProblem(p ? t(`studentsPage.documents.${p}`) : null);
    if (p || !file) return;
    upload.mutate(
      { file, kind },
      {
        onSuccess: () => {
          notifications.show({ color: "teal", message: t("studentsPage.documents.uploaded_ok", { name: file.name }) });
          setFile(null);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("studentsPage.documents.uploadTitle")}
        </Title>
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
          <Select
            label={t("studentsPage.documents.kind")}
            allowDeselect={false}
            data={DOCUMENT_KIND_KEYS.map((k) => ({ value: k, label: t(`documentKinds.${k}`) }))}
            value={kind}
            onChange={(v) => setKind(v ?? "other")}
            miw={180}
          />
          <FileInput
            label={t("studentsPage.documents.file")}
            placeholder={t("studentsPage.documents.filePlaceholder")}
            description={t("studentsPage.documents.fileHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            accept={DOCUMENT_ACCEPT}
            clearable
            value={file}
            onChange={(f) => {
              setFile(f);
              setProblem(null);
              upload.reset();
            }}
            error={problem}
            leftSection={<IconUpload size={16} aria-hidden />}
            miw={220}
          />
        </Group>
        {upload.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(upload.error, t("studentsPage.documents.uploadFailed"))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
            {t("studentsPage.documents.upload")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
