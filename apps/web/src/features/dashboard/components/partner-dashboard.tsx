import { SimpleGrid, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type DashboardScope, useDashboard } from "../api/get-dashboard";
import { isEmptyDashboard } from "../utils/format";
import { ChartsSkeleton, KpiSkeleton } from "./dashboard-skeleton";
import { DashboardLoadFailed, DashboardLoading } from "./dashboard-states";
import { EmptyDashboard } from "./empty-dashboard";
import { KpiCards } from "./kpi-cards";
import { RecentActivity } from "./recent-activity";
import { TopProviders } from "./top-providers";

// recharts is the bulk of the charts; the figures show before it arrives.
const DashboardCharts = lazy(() => import("./dashboard-charts").then((m) => ({ default: m.DashboardCharts })));

type Props = {
  /** The scope asked for; undefined lets the server choose. */
  scope: DashboardScope | undefined;
  /** The viewer may open applications (recent activity links to them). */
  canOpenApplications: boolean;
  canAddStudents: boolean;
};

/** Figures, charts and recent activity of the partner, with loading, error and empty states. */
export function PartnerDashboard({ scope, canOpenApplications, canAddStudents }: Props) {
  const { t } = useTranslation();
  const query = useDashboard(scope);

  if (query.isPending) {
    return (
      <DashboardLoading>
        <KpiSkeleton />
        <ChartsSkeleton />
      </DashboardLoading>
    );
  }
  if (query.isError) {
    return (
      <DashboardLoadFailed title={t("salesDashboard.loadFailed")} error={query.error} onRetry={() => query.refetch()} />
    );
  }
  const data = query.data;
  if (isEmptyDashboard(data)) return <EmptyDashboard mine={data.scope === "mine"} canAddStudents={canAddStudents} />;

  return (
    <Stack gap="lg" data-scope={data.scope} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {data.scope === "mine" && !scope && (
        <Text size="sm" c="dimmed">
          {t("salesDashboard.scope.mineOnly")}
        </Text>
      )}
      <KpiCards totals={data.totals} />
      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts data={data} />
      </Suspense>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
        <TopProviders providers={data.top_providers} />
        <RecentActivity items={data.recent_activity} stages={data.by_stage} linkable={canOpenApplications} />
      </SimpleGrid>
    </Stack>
  );
}
