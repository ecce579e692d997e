import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { StudentImportJob } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../../lib/format";
import { useRecentImports } from "../../api/import-jobs";

const COLOURS: Record<StudentImportJob["status"], string> = {
  queued: "gray",
  checking: "blue",
  importing: "blue",
  done: "teal",
  failed: "red",
};

/** The caller's latest background imports; choosing one shows it above. */
export function RecentImports({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormat();
  const recent = useRecentImports();
  const jobs = recent.data ?? [];
  if (jobs.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="import-recent">
      <Stack gap="sm">
        <Title order={2} size="h5" id="import-recent">
          {t("studentImport.recent.title")}
        </Title>
        {jobs.map((j) => (
          <UnstyledButton key={j.id} onClick={() => onOpen(j.id)} style={{ borderRadius: 8 }}>
            <Group justify="space-between" gap="xs" wrap="wrap" py={4}>
              <Stack gap={0}>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {j.file_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(j.created_at)} ·{" "}
                  {j.commit ? t("studentImport.recent.import") : t("studentImport.recent.check")}
                  {j.committed ? ` · ${t("studentImport.recent.imported", { count: j.created })}` : ""}
                  {j.invalid ? ` · ${t("studentImport.recent.errors", { count: j.invalid })}` : ""}
                </Text>
              </Stack>
              <Badge variant="light" color={COLOURS[j.status]}>
                {t(`studentImport.recent.status.${j.status}`)}
              </Badge>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
