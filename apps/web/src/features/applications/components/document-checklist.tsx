import { Alert, Badge, Button, FileButton, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ApplicationDetail } from "@pp/shared";
import { IconCircleCheck, IconCircleDashed, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isolatedText } from "../../../components/ltr";
import { errorMessage } from "../../../lib/api-error";
import { useMasterNames } from "../../lookups/use-master-names";
import { useStudentDocuments, useUploadStudentDocument } from "../api/student-documents";
import { latestFileByKind, missingItems } from "../utils/application-state";

const ACCEPT = "application/pdf,image/jpeg,image/png";

type Props = {
  application: Pick<ApplicationDetail, "id" | "student" | "study_level" | "checklist">;
  canUpload: boolean;
};

/** The documents the study level asks for, with the file on record or an Upload action for each missing one. */
export function DocumentChecklist({ application, canUpload }: Props) {
  const { t } = useTranslation();
  const names = useMasterNames();
  const docs = useStudentDocuments(application.student.id);
  const upload = useUploadStudentDocument(application.student.id, application.id);
  const [uploadingKind, setUploadingKind] = useState<string | null>(null);
  const files = latestFileByKind(docs.data ?? []);
  const missing = missingItems(application.checklist).length;

  const onFile = (kind: string, label: string) => (file: File | null) => {
    if (!file) return;
    setUploadingKind(kind);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () =>
          notifications.show({ color: "teal", message: t("applicationsPage.checklist.uploadedFor", { name: label }) }),
        onSettled: () => setUploadingKind(null),
      },
    );
  };

  return (
    <section aria-labelledby="checklist-heading">
      <Title order={2} size="h4" id="checklist-heading" mb={4}>
        {t("applicationsPage.checklist.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("applicationsPage.checklist.intro", { level: isolatedText(names.level(application.study_level)) })}
      </Text>
      <Stack gap={0} component="ul" p={0} m={0} data-testid="checklist">
        {application.checklist.map((listed) => {
          const item = { ...listed, label: names.documentKind(listed.kind, listed.label) };
          const file = files.get(item.kind);
          return (
            <Group
              key={item.kind}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="xs"
              style={{ listStyle: "none", borderBottom: "1px solid var(--mantine-color-default-border)" }}
              data-kind={item.kind}
              data-state={item.uploaded ? "uploaded" : "missing"}
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                {item.uploaded ? (
                  <IconCircleCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden />
                ) : (
                  <IconCircleDashed size={20} color="var(--mantine-color-dimmed)" aria-hidden />
                )}
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {item.label}{" "}
                    <Text span size="xs" c="dimmed">
                      ({t("applicationsPage.checklist.required")})
                    </Text>
                  </Text>
                  {item.uploaded && file && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {file}
                    </Text>
                  )}
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Badge
                  variant="light"
                  color={item.uploaded ? "teal" : "gray"}
                  style={{ color: "var(--mantine-color-text)" }}
                >
                  {item.uploaded ? t("applicationsPage.checklist.uploaded") : t("applicationsPage.checklist.missing")}
                </Badge>
                {!item.uploaded && canUpload && (
                  <FileButton onChange={onFile(item.kind, item.label)} accept={ACCEPT}>
                    {(props) => (
                      <Button
                        {...props}
                        size="xs"
                        variant="light"
                        leftSection={<IconUpload size={14} />}
                        loading={uploadingKind === item.kind}
                        disabled={uploadingKind !== null && uploadingKind !== item.kind}
                        aria-label={t("applicationsPage.checklist.uploadLabel", { name: item.label })}
                      >
                        {t("applicationsPage.checklist.upload")}
                      </Button>
                    )}
                  </FileButton>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {missing === 0
          ? t("applicationsPage.checklist.complete")
          : t("applicationsPage.checklist.incomplete", { count: missing })}{" "}
        {missing > 0 && canUpload && t("applicationsPage.checklist.accept")}
      </Text>
      {upload.isError && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {errorMessage(upload.error, t("applicationsPage.checklist.uploadFailed"))}
        </Alert>
      )}
    </section>
  );
}
