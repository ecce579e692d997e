import "../strings";
import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DataTable } from "../../../components/data-table";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { formatNumber } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { readParams, useListParams } from "../../../lib/use-list-params";
import { type AdminApplicationItem, useAdminApplications } from "../api/get-applications";
import { queueCard, queueColumns } from "../components/queue-columns";
import { QueueFilters } from "../components/queue-filters";
import { QUEUE_DEFAULTS, type QueueValues } from "../utils/list-defaults";

/** /admin/applications: every partner's applications, filtered by search, status, partner, provider and dates (in the URL). */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(QUEUE_DEFAULTS);
  const query = useAdminApplications(list.query);
  const columns = useMemo(() => queueColumns(t), [t]);
  const total = query.data?.count ?? 0;
  // A debounced search may fire before the render that saw the last URL change: merge what the URL holds now.
  const setFilters = (patch: Partial<QueueValues>) =>
    list.set({ ...readParams(new URLSearchParams(window.location.search), QUEUE_DEFAULTS), ...patch });

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t("adminApplicationsPage.title")}</Title>
          <Text c="dimmed" size="sm">
            {t("adminApplicationsPage.subtitle")}
          </Text>
        </div>
        <FiltersFold count={activeFilterCount(list.values, QUEUE_DEFAULTS)}>
          <Paper withBorder radius="lg" p="md">
            <QueueFilters
              values={list.values}
              set={setFilters}
              reset={list.reset}
              filtered={list.filtered}
              providerName={list.values.provider ? query.data?.results.data[0]?.provider.name : undefined}
            />
          </Paper>
        </FiltersFold>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="admin-applications-count">
          {query.data ? t("adminApplicationsPage.count", { count: total, formatted: formatNumber(total) }) : "\u00a0"}
        </Text>
        <DataTable<AdminApplicationItem>
          label={t("adminApplicationsPage.tableLabel")}
          rows={query.data?.results.data ?? []}
          rowKey={(a) => a.id}
          columns={columns}
          card={queueCard}
          page={list.page}
          pageSize={list.pageSize}
          total={total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("adminApplicationsPage.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {t(list.filtered ? "adminApplicationsPage.empty" : "adminApplicationsPage.emptyNone")}
            </Text>
          }
          onRowClick={(a) => navigate(paths.admin.application.href(a.id))}
        />
      </Stack>
    </Container>
  );
}
