import { Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ApplicationItem } from "@pp/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BulkActionBar, filtersOf, SelectionBanner, useSelection } from "../../../components/bulk-actions";
import { DataTable } from "../../../components/data-table";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { paths } from "../../../lib/paths";
import { readParams, useListParams } from "../../../lib/use-list-params";
import { DeadlineChips } from "../../deadlines/filter-chips";
import { useRefNames } from "../../lookups/use-ref-names";
import { useApplications } from "../api/get-applications";
import { applicationCard, applicationColumns } from "../components/application-columns";
import { ApplicationFilters } from "../components/application-filters";
import { NewApplicationButton } from "../components/new-application-button";
import { APPLICATION_LIST_DEFAULTS, type ApplicationListValues } from "../utils/list-defaults";
import "../strings";

/** /partner/application: the partner's applications with filters, sorting and paging kept in the URL. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(APPLICATION_LIST_DEFAULTS);
  const query = useApplications(list.query);
  const names = useRefNames();
  const columns = useMemo(() => applicationColumns(t, names), [t, names]);
  const card = useMemo(() => applicationCard(names), [names]);
  const total = query.data?.count ?? 0;
  const canManage = useSession((s) => s.permissions.includes("applications.manage"));
  const canExport = useSession((s) => s.permissions.includes("reports.export"));
  const filters = filtersOf(list.values);
  const selection = useSelection(JSON.stringify(filters));
  const rows = query.data?.results.data ?? [];
  const pageIds = rows.map((r) => r.id);
  // A debounced filter (the search box) may fire before the render that saw the last URL change;
  // merging what the URL holds right now keeps that change (list.set alone would use its render's values).
  const setFilters = (patch: Partial<ApplicationListValues>) =>
    list.set({ ...readParams(new URLSearchParams(window.location.search), APPLICATION_LIST_DEFAULTS), ...patch });

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t("applicationsPage.title")}</Title>
            <Text c="dimmed" size="sm">
              {t("applicationsPage.subtitle")}
            </Text>
          </div>
          <NewApplicationButton />
        </Group>
        <DeadlineChips keys={["deadline", "documents"] as const} values={list.values} set={setFilters} />
        <FiltersFold count={activeFilterCount(list.values, APPLICATION_LIST_DEFAULTS)}>
          <Paper withBorder radius="lg" p="md">
            <ApplicationFilters values={list.values} set={setFilters} reset={list.reset} filtered={list.filtered} />
          </Paper>
        </FiltersFold>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="applications-count">
          {query.data ? t("applicationsPage.count", { count: total }) : "\u00a0"}
        </Text>
        <SelectionBanner selection={selection} pageIds={pageIds} total={total} />
        <DataTable<ApplicationItem>
          label={t("applicationsPage.tableLabel")}
          rows={rows}
          rowKey={(a) => a.id}
          columns={columns}
          card={card}
          sort={list.sort}
          onSortChange={list.setSort}
          page={list.page}
          pageSize={list.pageSize}
          total={total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("applicationsPage.loadFailed")) : null}
          empty={<Text c="dimmed">{t(list.filtered ? "applicationsPage.empty" : "applicationsPage.emptyNone")}</Text>}
          onRowClick={(a) => navigate(paths.partnerDetail.application.href(a.id))}
          selection={
            canManage || canExport
              ? {
                  isSelected: (a) => selection.isSelected(a.id),
                  onToggle: (a, on) => selection.toggle(a.id, on, pageIds),
                  onTogglePage: (on) => selection.togglePage(pageIds, on),
                  rowLabel: (a) => t("bulk.selectRow", { name: `#${a.id} ${a.student.name}` }),
                  pageLabel: t("bulk.selectPage"),
                }
              : undefined
          }
        />
        <BulkActionBar
          kind="applications"
          selection={selection}
          total={total}
          filters={filters}
          canEdit={canManage}
          canExport={canExport}
        />
      </Stack>
    </Container>
  );
}
