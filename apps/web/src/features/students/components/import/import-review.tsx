import { Alert, Button, Group, List, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconDatabaseImport } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../../lib/api-error";
import { useFormat } from "../../../../lib/format";
import { type CheckedRow, ImportRowsTable } from "./import-rows-table";

type Props = {
  counts: { total: number; valid: number; invalid: number };
  rows: CheckedRow[];
  /** Absent: the file is not at hand, so it cannot be imported from here. */
  onImport: (() => void) | undefined;
  importing: boolean;
  importError: unknown;
  /** Shown under the figures (a background job's result file). */
  children?: ReactNode;
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

/** The refusal of an import: its sentence and each line's errors. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const lines = isApiError(error) ? Object.entries(error.fieldErrors) : [];
  return (
    <Alert color="red" variant="light" role="alert" title={errorMessage(error, t("studentImport.review.importFailed"))}>
      {lines.length ? (
        <List size="sm" spacing={2}>
          {lines.map(([line, messages]) => (
            <List.Item key={line}>
              {t("studentImport.review.line", { line: line.replace(/^line /, "") })}: {messages.join(" ")}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** Step 3: how many rows are ready, each row with its errors, and Import (only when every row is ready). */
export function ImportReview({ counts, rows, onImport, importing, importError, children }: Props) {
  const { t } = useTranslation();
  const clean = counts.invalid === 0;
  const [filter, setFilter] = useState<"errors" | "all">(clean ? "all" : "errors");
  const shown = filter === "errors" ? rows.filter((r) => Object.keys(r.errors).length) : rows;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="import-step-3">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div style={{ flex: "1 1 18rem" }}>
            <Title order={2} size="h4" id="import-step-3">
              {t("studentImport.review.title")}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("studentImport.review.intro")}
            </Text>
          </div>
          <Button
            leftSection={<IconDatabaseImport size={18} aria-hidden />}
            disabled={!clean || !onImport}
            loading={importing}
            onClick={onImport}
          >
            {clean
              ? t("studentImport.review.import", { count: counts.valid })
              : t("studentImport.review.importBlocked")}
          </Button>
        </Group>
        <SimpleGrid cols={3} spacing="sm" maw={560}>
          <Stat label={t("studentImport.review.rows")} value={counts.total} />
          <Stat label={t("studentImport.review.ready")} value={counts.valid} color="teal.9" />
          <Stat
            label={t("studentImport.review.withErrors")}
            value={counts.invalid}
            color={counts.invalid ? "red.8" : undefined}
          />
        </SimpleGrid>
        {clean ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {t("studentImport.review.allReady", { count: counts.valid })}
          </Alert>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="status">
            {t("studentImport.review.hasErrors", { count: counts.invalid })}
          </Alert>
        )}
        {importError ? <Refusal error={importError} /> : null}
        {children}
        {counts.valid > 0 && counts.invalid > 0 && rows.length > counts.invalid ? (
          <SegmentedControl
            aria-label={t("studentImport.review.show")}
            value={filter}
            onChange={(v) => setFilter(v as "errors" | "all")}
            data={[
              { value: "errors", label: t("studentImport.review.onlyErrors", { count: counts.invalid }) },
              { value: "all", label: t("studentImport.review.allRows", { count: counts.total }) },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
        ) : null}
        {rows.length ? <ImportRowsTable key={filter} rows={shown} /> : null}
      </Stack>
    </Paper>
  );
}
