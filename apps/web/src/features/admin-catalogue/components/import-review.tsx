import { Alert, Button, Group, List, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ImportPreview } from "@pp/shared";
import { IconAlertCircle, IconCircleCheck, IconDatabaseImport } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useFormat } from "../../../lib/format";
import { commitRefusal, filterRows, type RowFilter } from "../utils/import-preview";
import { ImportPreviewTable } from "./import-preview-table";

type Props = {
  preview: ImportPreview;
  onCommit: () => void;
  committing: boolean;
  commitError: unknown;
};

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  const { formatNumber } = useFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} lh={1.3}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** Step 3: how many rows are ready, each row with its errors, and Import (only when every row is valid). */
export function ImportReview({ preview, onCommit, committing, commitError }: Props) {
  const { t } = useTranslation();
  const total = preview.rows.length;
  const clean = preview.invalid === 0;
  const [filter, setFilter] = useState<RowFilter>(clean ? "all" : "errors");
  const rows = filterRows(preview.rows, filter);
  const refusal = commitError ? commitRefusal(commitError) : null;

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="import-step-3">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={2} size="h4" id="import-step-3">
              {t("adminCataloguePage.import.preview.title")}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("adminCataloguePage.import.preview.intro")}
            </Text>
          </div>
          <Button
            leftSection={<IconDatabaseImport size={18} aria-hidden />}
            disabled={!clean}
            loading={committing}
            onClick={onCommit}
          >
            {clean
              ? t("adminCataloguePage.import.preview.import", { count: preview.valid })
              : t("adminCataloguePage.import.preview.importBlocked")}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 3 }} spacing="sm" maw={560}>
          <Stat label={t("adminCataloguePage.import.preview.rows")} value={total} />
          <Stat label={t("adminCataloguePage.import.preview.valid")} value={preview.valid} color="teal.9" />
          <Stat
            label={t("adminCataloguePage.import.preview.invalid")}
            value={preview.invalid}
            color={preview.invalid ? "red.8" : undefined}
          />
        </SimpleGrid>
        {clean ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {t("adminCataloguePage.import.preview.allValid", { count: preview.valid })}
          </Alert>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="status">
            {t("adminCataloguePage.import.preview.hasErrors", { count: preview.invalid })}
          </Alert>
        )}
        {refusal ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={errorMessage(commitError, t("adminCataloguePage.import.preview.commitFailed"))}
          >
            {refusal.lines.length ? (
              <List size="sm" spacing={2}>
                {refusal.lines.map((l) => (
                  <List.Item key={l.line}>
                    {t("adminCataloguePage.import.preview.line", { line: l.line.replace(/^line /, "") })}{" "}
                    {l.messages.join(" ")}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        {preview.valid > 0 && preview.invalid > 0 ? (
          <SegmentedControl
            aria-label={t("adminCataloguePage.import.preview.show")}
            value={filter}
            onChange={(v) => setFilter(v as RowFilter)}
            data={[
              { value: "errors", label: t("adminCataloguePage.import.preview.onlyErrors", { count: preview.invalid }) },
              { value: "all", label: t("adminCataloguePage.import.preview.allRows", { count: total }) },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
        ) : null}
        <ImportPreviewTable key={filter} rows={rows} empty={t("adminCataloguePage.import.preview.empty")} />
      </Stack>
    </Paper>
  );
}
