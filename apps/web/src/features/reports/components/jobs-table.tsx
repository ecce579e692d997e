// Longer than 300 lines: the exports' jobs table: each job's filters in words, its state and actions, cards on a phone.
import { Badge, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { COMMISSION_STATUSES, type ReportJob, STUDENT_STATUSES } from "@pp/shared";
import { IconDownload, IconPlayerStop } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { useAllLevels, useCountries, useStudyDestinations } from "../../lookups";
import { useRefNames } from "../../lookups/use-ref-names";
import { useCancelJob } from "../api/cancel-job";
import { useDownloadJob, useReportJobs } from "../api/get-jobs";
import { useLiveExportProgress } from "../api/live-progress";
import { useApplicationStatuses, useIntakes } from "../api/lookups";
import { filtersSummary, isActiveJob } from "../utils/report-kinds";
import { formatBytes } from "../utils/stream-progress";
import classes from "./reports.module.css";

const PAGE_SIZE = 10;
const STATUS_COLOURS: Record<string, string> = {
  queued: "gray",
  running: "blue",
  done: "green",
  failed: "red",
  cancelled: "orange",
};
const KINDS = ["students", "applications", "payments", "sublogins"] as const;
const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
const known = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/** A job's filters in words, ids resolved to names with the lookups the report cards use. */
function useDescribeFilters() {
  const { t } = useTranslation();
  const countries = useCountries();
  const destinations = useStudyDestinations();
  const levels = useAllLevels();
  const intakes = useIntakes();
  const statuses = useApplicationStatuses();
  const refNames = useRefNames();
  return useMemo(() => {
    const nameOf = (
      list: { id: number; name: string }[] | undefined,
      id: string,
      name: (x: { id: number; name: string }) => string = (x) => x.name,
    ) => {
      const found = list?.find((x) => String(x.id) === id);
      return found ? name(found) : `#${id}`;
    };
    const labels: Record<string, string> = {
      student_id: t("reportsPage.filters.student"),
      search: t("reportsPage.filters.search"),
      status: t("reportsPage.filters.status"),
      nationality: t("reportsPage.filters.nationality"),
      study_country: t("reportsPage.filters.destination"),
      country: t("reportsPage.filters.destination"),
      study_level: t("reportsPage.filters.studyLevel"),
      intake: t("reportsPage.filters.intake"),
      currency: t("reportsPage.filters.currency"),
      overdue: t("reportsPage.filters.overdue"),
    };
    return (job: ReportJob) =>
      filtersSummary(
        job.filters,
        (key, value) => {
          let shown = value;
          if (key === "nationality") shown = nameOf(countries.data, value, refNames.country);
          else if (key === "study_country" || key === "country")
            shown = nameOf(destinations.data, value, refNames.country);
          else if (key === "study_level") shown = nameOf(levels.data, value, refNames.level);
          else if (key === "intake") shown = nameOf(intakes.data, value, refNames.intake);
          else if (key === "overdue")
            shown = t(value === "true" ? "reportsPage.filters.overdueOnly" : "reportsPage.filters.notOverdue");
          else if (key === "status") {
            if (job.kind === "applications") shown = nameOf(statuses.data, value, refNames.status);
            else if (job.kind === "students" && known(STUDENT_STATUSES, value))
              shown = t(`reportsPage.filters.studentStatus.${value}`);
            else if (job.kind === "payments" && known(COMMISSION_STATUSES, value))
              shown = t(`reportsPage.filters.commissionStatus.${value}`);
            else if (job.kind === "sublogins" && (value === "active" || value === "disabled"))
              shown = t(`reportsPage.filters.subLoginStatus.${value}`);
          } else if (key === "search") shown = `“${value}”`;
          else if (key === "student_id") shown = `#${value}`;
          return { label: labels[key] ?? key, value: shown };
        },
        t("reportsPage.filters.created"),
      );
  }, [t, countries.data, destinations.data, levels.data, intakes.data, statuses.data, refNames]);
}

/** A report by its name; a student's access archive (issue 37) is a kind of its own. */
function kindTitle(t: TFunction, kind: string) {
  if (known(KINDS, kind)) return t(`reportsPage.kinds.${kind}.title`);
  return kind === "student" ? t("reportsPage.access") : kind;
}

/**
 * "Your exports": the caller's background exports with progress, live through the event stream (polled while
 * it is down); a queued or running one can be cancelled. `highlight` marks one.
 */
export function JobsTable({ highlight }: { highlight: number | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const live = useLiveExportProgress();
  const jobs = useReportJobs(page, PAGE_SIZE, live);
  const download = useDownloadJob();
  const cancel = useCancelJob();
  const [cancelling, setCancelling] = useState<ReportJob | null>(null);
  const describe = useDescribeFilters();
  const n = (v: number) => formatNumber(v);
  const rows = jobs.data?.results.data ?? [];

  // A job that finishes while the page is open says so once.
  const seen = useRef(new Map<number, string>());
  useEffect(() => {
    for (const j of rows) {
      const before = seen.current.get(j.id);
      if (before && isActiveJob(before) && j.status === "done") {
        notifications.show({
          color: "teal",
          message: t("reportsPage.ready", { kind: kindTitle(t, j.kind) }),
        });
      }
      seen.current.set(j.id, j.status);
    }
  }, [rows, t]);

  // The highlighted export is scrolled into view once it is on the page.
  const scrolled = useRef<number | null>(null);
  useEffect(() => {
    if (!highlight || scrolled.current === highlight || !rows.some((j) => j.id === highlight)) return;
    scrolled.current = highlight;
    document.querySelector(`[data-job="${highlight}"]`)?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [highlight, rows]);

  // Rebuilt each render: it follows the download in flight and the highlighted row.
  const columns: DataColumn<ReportJob>[] = [
    {
      id: "kind",
      header: t("reportsPage.jobs.columns.kind"),
      cell: (j) => (
        <Stack gap={0} data-job={j.id} data-highlight={j.id === highlight ? "true" : undefined}>
          <Text size="sm" fw={600}>
            {kindTitle(t, j.kind)}
          </Text>
          <Text size="xs" c="dimmed">
            <Ltr>#{j.id}</Ltr>
          </Text>
        </Stack>
      ),
    },
    { id: "format", header: t("reportsPage.jobs.columns.format"), cell: (j) => j.format.toUpperCase() },
    {
      id: "filters",
      header: t("reportsPage.jobs.columns.filters"),
      cell: (j) => {
        const text = describe(j);
        return (
          <Text size="sm" c={text ? undefined : "dimmed"} maw={320} style={{ overflowWrap: "anywhere" }}>
            {text || t("reportsPage.jobs.noFilters")}
          </Text>
        );
      },
    },
    {
      id: "status",
      header: t("reportsPage.jobs.columns.status"),
      cell: (j) => {
        const percent = j.total_rows > 0 ? Math.min(100, Math.round((j.rows_written / j.total_rows) * 100)) : 0;
        return (
          <Stack gap={4} miw={160}>
            <Badge
              variant="dot"
              color={STATUS_COLOURS[j.status] ?? "gray"}
              tt="none"
              data-testid="job-status"
              style={{ minWidth: "fit-content" }}
            >
              {known(JOB_STATUSES, j.status) ? t(`reportsPage.jobs.status.${j.status}`) : j.status}
            </Badge>
            {isActiveJob(j.status) ? (
              <>
                <Progress
                  value={percent}
                  size="sm"
                  radius="xl"
                  animated
                  striped
                  aria-label={t("reportsPage.jobs.progressLabel", { id: j.id })}
                />
                <Text size="xs" c="dimmed">
                  {t("reportsPage.jobs.progress", { done: n(j.rows_written), total: n(j.total_rows) })}
                </Text>
              </>
            ) : j.status === "failed" && j.error ? (
              <Text size="xs" c="red.8">
                {j.error}
              </Text>
            ) : j.status === "done" ? (
              <Text size="xs" c="dimmed">
                {j.kind === "student"
                  ? t("reportsPage.jobs.archiveSize", {
                      count: j.rows_written - 1,
                      files: n(j.rows_written - 1),
                      size: formatBytes(j.size_bytes ?? 0),
                    })
                  : t("reportsPage.jobs.size", {
                      count: j.rows_written,
                      rows: n(j.rows_written),
                      size: formatBytes(j.size_bytes ?? 0),
                    })}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: "created",
      header: t("reportsPage.jobs.columns.created"),
      cell: (j) => (
        <time dateTime={j.created_at} className={classes.nowrap}>
          {formatDateTime(j.created_at)}
        </time>
      ),
    },
    {
      id: "file",
      header: t("reportsPage.jobs.columns.file"),
      align: "right",
      cell: (j) =>
        isActiveJob(j.status) ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.8"
            leftSection={<IconPlayerStop size={14} aria-hidden />}
            onClick={() => {
              cancel.reset();
              setCancelling(j);
            }}
            aria-label={t("reportsPage.jobs.cancelName", { id: j.id })}
          >
            {t("reportsPage.jobs.cancel")}
          </Button>
        ) : j.status === "done" ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={download.isPending && download.variables?.id === j.id}
            onClick={() => download.mutate(j)}
            aria-label={t("reportsPage.jobs.downloadName", { name: j.file_name ?? `#${j.id}` })}
          >
            {t("reportsPage.jobs.download")}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="jobs-heading">
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={2} size="h3" id="jobs-heading">
            {t("reportsPage.jobs.heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("reportsPage.jobs.subtitle")}
          </Text>
        </div>
      </Group>
      {download.isError ? (
        <Text c="red.8" size="sm" role="alert" mb="xs">
          {errorMessage(download.error, t("reportsPage.jobs.downloadFailed"))}
        </Text>
      ) : null}
      <div className={classes.jobs}>
        <DataTable<ReportJob>
          label={t("reportsPage.jobs.tableLabel")}
          rows={rows}
          rowKey={(j) => j.id}
          columns={columns}
          page={page}
          pageSize={PAGE_SIZE}
          total={jobs.data?.count ?? 0}
          onPageChange={setPage}
          loading={jobs.isPending}
          error={jobs.isError ? errorMessage(jobs.error, t("reportsPage.jobs.loadFailed")) : null}
          empty={<Text c="dimmed">{t("reportsPage.jobs.empty")}</Text>}
        />
      </div>
      <ConfirmDeleteModal
        opened={cancelling !== null}
        title={t("reportsPage.jobs.cancelTitle")}
        body={t("reportsPage.jobs.cancelBody")}
        cancelLabel={t("reportsPage.jobs.cancelKeep")}
        confirmLabel={t("reportsPage.jobs.cancelConfirm")}
        error={cancel.error}
        failedLabel={t("reportsPage.jobs.cancelFailed")}
        pending={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              notifications.show({ color: "orange", message: t("reportsPage.progress.cancelled") });
            },
          })
        }
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
