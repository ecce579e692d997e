import { SimpleGrid, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { WhenVisible } from "../../../components/when-visible";
import { type DashboardScope, useDashboard } from "../api/get-dashboard";
import { isEmptyDashboard } from "../utils/format";
import { ChartPanel, NoData } from "./chart-panel";
import { ChartsSkeleton, KpiSkeleton, MonthAndDestinationSkeleton } from "./dashboard-skeleton";
import { DashboardLoadFailed, DashboardLoading } from "./dashboard-states";
import { EmptyDashboard } from "./empty-dashboard";
import { KpiCards } from "./kpi-cards";
import { RecentActivity } from "./recent-activity";
import { StageBars } from "./stage-bars";
import { TopProviders } from "./top-providers";

// recharts is the bulk of the charts: its chunk loads when the charts come into view, after the figures.
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
  // The figures render in a transition, which React splits into short tasks, so a slow phone stays responsive
  // while they appear (the answer's own update is urgent and would render everything at once).
  const data = useDeferredValue(query.data);

  if (query.isError) {
    return (
      <DashboardLoadFailed title={t("salesDashboard.loadFailed")} error={query.error} onRetry={() => query.refetch()} />
    );
  }
  if (!data) {
    return (
      <DashboardLoading>
        <KpiSkeleton />
        <ChartsSkeleton />
      </DashboardLoading>
    );
  }
  if (isEmptyDashboard(data)) return <EmptyDashboard mine={data.scope === "mine"} canAddStudents={canAddStudents} />;

  return (
    <Stack gap="lg" data-scope={data.scope} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {data.scope === "mine" && !scope && (
        <Text size="sm" c="dimmed">
          {t("salesDashboard.scope.mineOnly")}
        </Text>
      )}
      <KpiCards totals={data.totals} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
        <ChartPanel title={t("salesDashboard.charts.byStage")} hint={t("salesDashboard.charts.byStageHint")}>
          {data.totals.applications > 0 ? <StageBars stages={data.by_stage} /> : <NoData />}
        </ChartPanel>
        <WhenVisible fallback={<MonthAndDestinationSkeleton still />} testId="dashboard-charts">
          <Suspense fallback={<MonthAndDestinationSkeleton />}>
            <DashboardCharts data={data} />
          </Suspense>
        </WhenVisible>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
        <TopProviders providers={data.top_providers} />
        <RecentActivity items={data.recent_activity} stages={data.by_stage} linkable={canOpenApplications} />
      </SimpleGrid>
    </Stack>
  );
}
