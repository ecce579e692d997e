import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { useAdminDashboard } from "../api/get-admin-dashboard";
import { AdminFigureCards } from "./admin-figures";
import { CommissionPanel, MonthsPanel, PartnersPanel, TicketsPanel } from "./admin-panels";
import { FailedJobs, PipelineTable, TopTable } from "./admin-tables";
import { KpiSkeleton } from "./dashboard-skeleton";

// recharts is the bulk of the charts: the figures show before it arrives.
const AdminCharts = lazy(() => import("./admin-charts").then((m) => ({ default: m.AdminCharts })));

function ChartsFallback() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, lg: 2 }}
      spacing={{ base: "md", sm: "lg" }}
      role="status"
      aria-busy
      aria-label={t("salesDashboard.charts.loading")}
    >
      {["a", "b"].map((k) => (
        <Paper key={k} withBorder radius="lg" p="lg">
          <Skeleton h={16} w="40%" />
          <Skeleton h={320} mt="md" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The Superadmin's landing page (issue 18): the platform's figures first, each a link to the list it counts, then
 * the breakdowns, the pipeline charts (loaded after), the pipeline with its times, the top lists and failed jobs.
 */
export function AdminDashboard() {
  const { t } = useTranslation();
  const query = useAdminDashboard();

  if (query.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy aria-label={t("common.loading")}>
        <KpiSkeleton />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t("salesDashboard.admin.loadFailed")}
      >
        <Text size="sm">{errorMessage(query.error, "")}</Text>
        <Button size="xs" variant="light" color="red" mt="sm" onClick={() => query.refetch()}>
          {t("salesDashboard.retry")}
        </Button>
      </Alert>
    );
  }
  const data = query.data;
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
      <Suspense fallback={<ChartsFallback />}>
        <AdminCharts pipeline={data.pipeline} />
      </Suspense>
      <PipelineTable pipeline={data.pipeline} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
        <TopTable kind="partners" rows={data.top_partners} />
        <TopTable kind="providers" rows={data.top_providers} />
      </SimpleGrid>
      <FailedJobs jobs={data.jobs} />
    </Stack>
  );
}
