import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { formatBytes, progressPercent, type StreamProgress } from "../utils/stream-progress";

export type RunningExport = { total: number | null; progress: StreamProgress | null };

/** A direct export on its way: rows of the total for a CSV, bytes for an XLSX; it can be cancelled. */
export function ExportProgress({ run, onCancel }: { run: RunningExport; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = run.progress ? progressPercent(run.progress, run.total) : null;
  const n = (v: number) => formatNumber(v);
  const text = !run.progress
    ? t("reportsPage.progress.preparing")
    : run.progress.rows !== null && run.total !== null
      ? t("reportsPage.progress.rows", { done: n(run.progress.rows), total: n(run.total) })
      : t("reportsPage.progress.bytes", { size: formatBytes(run.progress.bytes) });
  return (
    <Stack gap={6} data-testid="export-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" aria-live="polite">
          {text}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onCancel}>
          {t("reportsPage.cancel")}
        </Button>
      </Group>
      <Progress
        value={percent ?? 100}
        animated={percent === null}
        striped={percent === null}
        size="md"
        radius="xl"
        aria-label={t("reportsPage.progress.label")}
        transitionDuration={150}
      />
    </Stack>
  );
}
