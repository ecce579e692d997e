import { ActionIcon, Alert, Button, Center, Group, Modal, Paper, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { StudentDocumentItem } from "@pp/shared";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { useDeleteStudentDocument } from "../api/delete-student-document";
import { useDownloadStudentDocument } from "../api/download-student-document";
import { useStudentDocuments } from "../api/get-student-documents";
import { formatBytes } from "../form/document-file";
import { DocumentUpload } from "./document-upload";

type DocKey = "kind" | "name" | "size" | "uploaded" | "actions";

/** The documents tab: upload, then the list with download and delete (confirmed). */
export function StudentDocuments({ studentId, canManage }: { studentId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const docs = useStudentDocuments(studentId);
  const download = useDownloadStudentDocument(studentId);
  const remove = useDeleteStudentDocument(studentId);
  const [confirm, setConfirm] = useState<StudentDocumentItem | null>(null);
  const h = (key: DocKey) => t(`studentsPage.documents.${key}`);
  const kindLabel = (kind: string) => t(`documentKinds.${kind as "other"}`, { defaultValue: kind });

  const closeConfirm = () => {
    remove.reset();
    setConfirm(null);
  };

  return (
    <Stack gap="md">
      {canManage ? <DocumentUpload studentId={studentId} /> : null}
      {download.isError ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => download.reset()}>
          {errorMessage(download.error, t("studentsPage.documents.downloadFailed"))}
        </Alert>
      ) : null}
      {docs.isPending ? (
        <Center py="xl">
          <Spinner size="sm" />
        </Center>
      ) : docs.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(docs.error, t("studentsPage.documents.loadFailed"))}
        </Alert>
      ) : docs.data.length === 0 ? (
        <Text c="dimmed">{t("studentsPage.documents.empty")}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label={t("studentsPage.documents.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{h("kind")}</Table.Th>
                  <Table.Th>{h("name")}</Table.Th>
                  <Table.Th ta="right">{h("size")}</Table.Th>
                  <Table.Th>{h("uploaded")}</Table.Th>
                  <Table.Th ta="right">{h("actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {docs.data.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{kindLabel(d.kind)}</Table.Td>
                    <Table.Td style={{ wordBreak: "break-all" }}>{d.file_name}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatBytes(d.size_bytes)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                        {formatDateTime(d.created_at)}
                      </Text>
                      {d.uploaded_by ? (
                        <Text size="xs" c="dimmed">
                          {t("studentsPage.documents.uploadedBy", { name: d.uploaded_by.name })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t("studentsPage.documents.download", { name: d.file_name })}
                          loading={download.isPending && download.variables === d.id}
                          onClick={() => download.mutate(d.id)}
                        >
                          <IconDownload size={18} aria-hidden />
                        </ActionIcon>
                        {canManage ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t("studentsPage.documents.delete", { name: d.file_name })}
                            onClick={() => setConfirm(d)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <Modal opened={!!confirm} onClose={closeConfirm} title={t("studentsPage.documents.deleteTitle")} centered>
        <Stack gap="md">
          <Text size="sm">{t("studentsPage.documents.deleteBody", { name: confirm?.file_name ?? "" })}</Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error, t("studentsPage.documents.deleteFailed"))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeConfirm}>
              {t("studentsPage.documents.deleteCancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (!confirm) return;
                const name = confirm.file_name;
                remove.mutate(confirm.id, {
                  onSuccess: () => {
                    notifications.show({ color: "teal", message: t("studentsPage.documents.deleted", { name }) });
                    closeConfirm();
                  },
                });
              }}
            >
              {t("studentsPage.documents.deleteConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
