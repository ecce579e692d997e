import { SimpleGrid, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { WhenVisible } from "../../../components/when-visible";
import { formatDateTime } from "../../../lib/format";
import { useAdminDashboard } from "../api/get-admin-dashboard";
import { AdminFigureCards } from "./admin-figures";
import { CommissionPanel, MonthsPanel, PartnersPanel, TicketsPanel } from "./admin-panels";
import { FailedJobs, PipelineTable, TopTable } from "./admin-tables";
import { AdminChartsSkeleton, KpiSkeleton } from "./dashboard-skeleton";
import { DashboardLoadFailed, DashboardLoading } from "./dashboard-states";

// recharts is the bulk of the charts: the figures show before it arrives, and it loads only when the charts are
// scrolled near (below four panels, off the first screen; as on the partner dashboard, decision 032).
const AdminCharts = lazy(() => import("./admin-charts").then((m) => ({ default: m.AdminCharts })));

/**
 * The Superadmin's landing page (issue 18): the platform's figures first, each a link to the list it counts, then
 * the breakdowns, the pipeline charts (loaded when scrolled near), the pipeline with its times, the top lists and failed jobs.
 */
export function AdminDashboard() {
  const { t } = useTranslation();
  const query = useAdminDashboard();

  if (query.isPending) {
    return (
      <DashboardLoading>
        <KpiSkeleton />
      </DashboardLoading>
    );
  }
  if (query.isError) {
    return (
      <DashboardLoadFailed
        title={t("salesDashboard.admin.loadFailed")}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const data = query.data;
  // The rows of the two pipeline charts (admin-charts.tsx): every status, and those with a median time.
  const chartRows = {
    rows: data.pipeline.length,
    medianRows: data.pipeline.filter((s) => s.median_days !== null).length,
  };
  return (
    <Stack gap="lg" data-testid="admin-dashboard">
      <AdminFigureCards data={data} />
      <Text size="xs" c="dimmed" mt={-8}>
        {t("salesDashboard.admin.asOf", { time: formatDateTime(data.generated_at, { year: false }) })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: "md", sm: "lg" }}>
        <MonthsPanel data={data} />
        <PartnersPanel partners={data.partners} />
        <TicketsPanel tickets={data.tickets} />
        <CommissionPanel commission={data.commission} />
      </SimpleGrid>
      <WhenVisible fallback={<AdminChartsSkeleton {...chartRows} still />} testId="admin-charts">
        <Suspense fallback={<AdminChartsSkeleton {...chartRows} />}>
          <AdminCharts pipeline={data.pipeline} />
        </Suspense>
      </WhenVisible>
      <PipelineTable pipeline={data.pipeline} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
        <TopTable kind="partners" rows={data.top_partners} />
        <TopTable kind="providers" rows={data.top_providers} />
      </SimpleGrid>
      <FailedJobs jobs={data.jobs} />
    </Stack>
  );
}
