import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MATCHING,
  STUDENT_IMPORT_REQUIRED,
  type StudentImportColumn,
} from "@pp/shared";
import { IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api-error";
import { type TemplateFormat, useDownloadTemplate } from "../../api/import-students";

type ColumnGroup = "required" | "profile" | "english" | "matching" | "team";
const TEAM: readonly StudentImportColumn[] = ["counsellor", "tags"];
const groupOf = (c: StudentImportColumn): ColumnGroup =>
  STUDENT_IMPORT_REQUIRED.includes(c)
    ? "required"
    : STUDENT_IMPORT_MATCHING.includes(c)
      ? "matching"
      : TEAM.includes(c)
        ? "team"
        : c.startsWith("english_")
          ? "english"
          : "profile";
const GROUPS: ColumnGroup[] = ["required", "profile", "english", "matching", "team"];

/** Step 1: the two template downloads, and what goes in the columns, group by group. */
export function ImportTemplate() {
  const { t } = useTranslation();
  const download = useDownloadTemplate();
  const button = (format: TemplateFormat, icon: React.ReactNode) => (
    <Button
      variant="default"
      leftSection={icon}
      loading={download.isPending && download.variables === format}
      onClick={() => download.mutate(format)}
    >
      {t(`studentImport.template.${format}`)}
    </Button>
  );
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="import-step-1">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div style={{ flex: "1 1 20rem" }}>
            <Title order={2} size="h4" id="import-step-1">
              {t("studentImport.template.title")}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={680}>
              {t("studentImport.template.intro")}
            </Text>
          </div>
          <Group gap="sm">
            {button("csv", <IconFileTypeCsv size={18} aria-hidden />)}
            {button("xlsx", <IconFileSpreadsheet size={18} aria-hidden />)}
          </Group>
        </Group>
        {download.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(download.error, t("studentImport.template.failed"))}
          </Text>
        ) : null}
        <Title order={3} size="h6">
          {t("studentImport.template.columnsTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {GROUPS.map((g) => (
            <Paper key={g} withBorder radius="md" p="sm">
              <Group gap="xs" justify="space-between" wrap="nowrap" mb={6}>
                <Text size="sm">{t(`studentImport.template.groups.${g}`)}</Text>
                <Badge size="xs" variant="dot" color={g === "required" ? "blue" : "gray"} style={{ flexShrink: 0 }}>
                  {g === "required" ? t("studentImport.template.required") : t("studentImport.template.optional")}
                </Badge>
              </Group>
              <Group gap={6}>
                {STUDENT_IMPORT_COLUMNS.filter((c) => groupOf(c) === g).map((c) => (
                  <Code key={c}>{c}</Code>
                ))}
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t("studentImport.template.rules")}
        </Text>
      </Stack>
    </Paper>
  );
}
