import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import type { ReportFormat, ReportJob, ReportKind } from "@pp/shared";
import {
  IconCash,
  IconFileDownload,
  IconFileSpreadsheet,
  IconFilterOff,
  IconSchool,
  type IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { formatNumber } from "../../../lib/format";
import { useReportCount } from "../api/get-count";
import { runExport } from "../api/run-export";
import { REPORT_FILTERS, type ReportFilters } from "../utils/report-kinds";
import { ExportProgress, type RunningExport } from "./export-progress";
import { ReportFilterFields } from "./report-filters";
import classes from "./reports.module.css";

const ICONS: Record<ReportKind, typeof IconUsers> = {
  students: IconSchool,
  applications: IconFileSpreadsheet,
  payments: IconCash,
  sublogins: IconUsersGroup,
};

type Props = { kind: ReportKind; onJobStarted: (job: ReportJob) => void };

/** One report: its filters, CSV or XLSX, the live row count and Export (streamed with progress, or a background job). */
export function ReportCard({ kind, onJobStarted }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filters, setFilters] = useState<ReportFilters>({ ...REPORT_FILTERS[kind] });
  const [debounced] = useDebouncedValue(filters, 300);
  const [format, setFormat] = useState<ReportFormat>("csv");
  const [background, setBackground] = useState(false);
  const [run, setRun] = useState<RunningExport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const count = useReportCount(kind, debounced);
  const title = t(`reportsPage.kinds.${kind}.title`);
  const Icon = ICONS[kind];
  const filtered = Object.values(filters).some((v) => v.trim() !== "");
  const n = (v: number) => formatNumber(v);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setRun({ total: count.data?.count ?? null, progress: null });
    try {
      const result = await runExport({
        kind,
        format,
        filters,
        background,
        signal: controller.signal,
        onStart: (total) => setRun((r) => ({ progress: r?.progress ?? null, total })),
        onProgress: (progress) => setRun((r) => ({ total: r?.total ?? null, progress })),
      });
      if (result.type === "job") {
        notifications.show({ color: "blue", message: t("reportsPage.started", { kind: title.toLowerCase() }) });
        onJobStarted(result.job);
      } else {
        notifications.show({ color: "teal", message: t("reportsPage.progress.saved", { name: result.filename }) });
      }
    } catch (error) {
      if (controller.signal.aborted)
        notifications.show({ color: "gray", message: t("reportsPage.progress.cancelled") });
      else setFailure(errorMessage(error, t("reportsPage.progress.failed")));
    } finally {
      abort.current = null;
      setRun(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId} data-testid={`report-${kind}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`reportsPage.kinds.${kind}.description`)}
          </Text>
        </div>
      </Group>

      <Stack gap="sm">
        <ReportFilterFields
          kind={kind}
          values={filters}
          onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        />
        {filtered ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={14} aria-hidden />}
              onClick={() => setFilters({ ...REPORT_FILTERS[kind] })}
            >
              {t("reportsPage.filters.clear")}
            </Button>
          </Group>
        ) : null}
      </Stack>

      <Divider my="md" />

      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${headingId}-format`}>
              {t("reportsPage.format")}
            </Text>
            <SegmentedControl
              role="radiogroup"
              aria-labelledby={`${headingId}-format`}
              value={format}
              onChange={(v) => setFormat(v as ReportFormat)}
              data={[
                { value: "csv", label: t("reportsPage.formats.csv") },
                { value: "xlsx", label: t("reportsPage.formats.xlsx") },
              ]}
              disabled={run !== null}
            />
          </Stack>
          <Text
            size="sm"
            fw={600}
            className={classes.count}
            aria-live="polite"
            data-testid="report-count"
            c={count.isError ? "red.8" : undefined}
          >
            {count.isError
              ? t("reportsPage.countFailed")
              : count.data
                ? t("reportsPage.rows", { count: count.data.count, n: n(count.data.count) })
                : t("reportsPage.counting")}
          </Text>
        </Group>
        <Switch
          label={t("reportsPage.background")}
          description={t("reportsPage.backgroundHint")}
          checked={background}
          onChange={(e) => setBackground(e.currentTarget.checked)}
          disabled={run !== null}
        />
        {count.data?.background ? (
          <Text size="sm" c="dimmed">
            {t("reportsPage.overLimit", { limit: n(count.data.limit) })}
          </Text>
        ) : count.data?.count === 0 ? (
          <Text size="sm" c="dimmed">
            {t("reportsPage.nothing")}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {run ? (
          <ExportProgress run={run} onCancel={() => abort.current?.abort()} />
        ) : (
          <Group justify="flex-end">
            <Button
              leftSection={<IconFileDownload size={18} aria-hidden />}
              onClick={start}
              disabled={count.data?.count === 0}
              aria-label={t("reportsPage.exportKind", { kind: title })}
            >
              {t("reportsPage.export")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
