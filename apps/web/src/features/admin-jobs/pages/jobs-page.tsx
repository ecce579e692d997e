import "../strings";
import { Container, Group, ScrollArea, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminJob, JOB_STATES } from "@pp/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useAdminJobs } from "../api/get-jobs";
import { type JobAction, useJobAction } from "../api/job-action";
import { jobColumns } from "../components/job-columns";
import { JobCounts } from "../components/job-counts";

const TABS = ["all", ...JOB_STATES] as const;

/** /admin/jobs: the queue's jobs by kind and state, failed ones with their error; retry and cancel. */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25, state: "all", kind: "" });
  const { set: setList, values } = list;
  const apiQuery = list.query.replace(/(^|&)state=all(&|$)/, "$1").replace(/&$/, "");
  const query = useAdminJobs(apiQuery);
  const counts = query.data?.results.counts ?? [];
  const run = useJobAction();
  const [asking, setAsking] = useState<{ job: AdminJob; action: JobAction } | null>(null);
  const columns = useMemo(
    () =>
      jobColumns(t, (job, action) => {
        run.reset();
        setAsking({ job, action });
      }),
    [t, run.reset],
  );
  const kinds = counts.map((c) => c.kind);
  if (values.kind && !kinds.includes(values.kind)) kinds.push(values.kind);

  const confirm = () => {
    if (!asking) return;
    run.mutate(
      { id: asking.job.id, action: asking.action },
      {
        onSuccess: () => {
          notifications.show({
            color: "teal",
            message: t(asking.action === "retry" ? "adminJobsPage.notify.retried" : "adminJobsPage.notify.cancelled"),
          });
          setAsking(null);
        },
      },
    );
  };

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("adminJobsPage.title")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("adminJobsPage.subtitle")}
          </Text>
        </div>
        <JobCounts counts={counts} onPick={(kind, state) => setList({ kind, state })} />
        <Group align="flex-end" gap="md">
          <ScrollArea type="auto" scrollbars="x">
            <SegmentedControl
              aria-label={t("adminJobsPage.stateFilter")}
              value={values.state}
              onChange={(v) => setList({ state: v })}
              data={TABS.map((s) => ({ value: s, label: t(`adminJobsPage.tabs.${s}`) }))}
            />
          </ScrollArea>
          <Select
            label={t("adminJobsPage.kindFilter")}
            placeholder={t("adminJobsPage.anyKind")}
            data={kinds}
            value={values.kind || null}
            onChange={(v) => setList({ kind: v ?? "" })}
            clearable
            w={240}
          />
          <Text size="xs" c="dimmed">
            {t("adminJobsPage.refreshing")}
          </Text>
        </Group>
        <DataTable<AdminJob>
          label={t("adminJobsPage.tableLabel")}
          rows={query.data?.results.data ?? []}
          rowKey={(j) => j.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isPending}
          error={query.isError ? errorMessage(query.error, t("adminJobsPage.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {values.kind || values.state !== "all" ? t("adminJobsPage.emptyFiltered") : t("adminJobsPage.empty")}
            </Text>
          }
        />
      </Stack>
      <ConfirmDeleteModal
        opened={asking !== null}
        title={t(
          asking?.action === "retry" ? "adminJobsPage.confirm.retryTitle" : "adminJobsPage.confirm.cancelTitle",
          {
            kind: asking?.job.kind ?? "",
          },
        )}
        body={t(asking?.action === "retry" ? "adminJobsPage.confirm.retryBody" : "adminJobsPage.confirm.cancelBody")}
        cancelLabel={t("adminJobsPage.confirm.keep")}
        confirmLabel={t(
          asking?.action === "retry" ? "adminJobsPage.confirm.retryConfirm" : "adminJobsPage.confirm.cancelConfirm",
        )}
        error={run.error}
        failedLabel={t("adminJobsPage.confirm.failed")}
        pending={run.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Container>
  );
}
