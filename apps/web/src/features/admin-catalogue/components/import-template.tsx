import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { COURSE_IMPORT_COLUMNS } from "@pp/shared";
import { IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { type TemplateFormat, useDownloadTemplate } from "../api/course-import";
import { OPTIONAL_COLUMNS } from "../utils/import-preview";
import classes from "./import.module.css";

/** Step 1: the two template downloads and what goes in each column. */
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
      {t(`adminCataloguePage.import.template.${format}`)}
    </Button>
  );
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="import-step-1">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={2} size="h4" id="import-step-1">
              {t("adminCataloguePage.import.template.title")}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={640}>
              {t("adminCataloguePage.import.template.intro")}
            </Text>
          </div>
          <Group gap="sm">
            {button("csv", <IconFileTypeCsv size={18} aria-hidden />)}
            {button("xlsx", <IconFileSpreadsheet size={18} aria-hidden />)}
          </Group>
        </Group>
        {download.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(download.error, t("adminCataloguePage.import.template.failed"))}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {COURSE_IMPORT_COLUMNS.map((column) => (
            <Paper key={column} withBorder radius="md" p="sm" className={classes.columnCard}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Code fw={600}>{column}</Code>
                <Badge size="xs" variant="dot" color={OPTIONAL_COLUMNS.includes(column) ? "gray" : "blue"}>
                  {OPTIONAL_COLUMNS.includes(column)
                    ? t("adminCataloguePage.import.template.optional")
                    : t("adminCataloguePage.import.template.required")}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mt={6}>
                {t(`adminCataloguePage.import.columns.${column}.help`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
