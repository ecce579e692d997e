import { BarChart } from "@mantine/charts";
import { SimpleGrid } from "@mantine/core";
import type { AdminDashboardData } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { ChartPanel } from "./chart-panel";

const ROW_HEIGHT = 32;
type Pipeline = AdminDashboardData["pipeline"];

/**
 * The pipeline as two bar charts: applications in each status, and the median days spent in each. Loaded in its
 * own chunk (recharts is large) after the figures are on screen.
 */
export function AdminCharts({ pipeline }: { pipeline: Pipeline }) {
  const { t } = useTranslation();
  const applications = t("salesDashboard.admin.pipeline.applications");
  const days = t("salesDashboard.admin.pipeline.days");
  const counts = pipeline.map((s) => ({ status: s.name, [applications]: s.count }));
  const medians = pipeline
    .filter((s) => s.median_days !== null)
    .map((s) => ({ status: s.name, [days]: s.median_days ?? 0 }));
  const height = (n: number) => Math.max(n, 1) * ROW_HEIGHT + 40;
  const oneDecimal = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
      <ChartPanel title={t("salesDashboard.admin.pipeline.countsChart")}>
        <BarChart
          h={height(counts.length)}
          data={counts}
          dataKey="status"
          orientation="vertical"
          series={[{ name: applications, color: "blue.6" }]}
          yAxisProps={{ width: 130, interval: 0 }}
          barChartProps={{ margin: { right: 32 } }}
          gridAxis="none"
          valueFormatter={formatNumber}
          maxBarWidth={18}
          withBarValueLabel
          data-testid="admin-chart-counts"
        />
      </ChartPanel>
      <ChartPanel title={t("salesDashboard.admin.pipeline.medianChart")}>
        <BarChart
          h={height(medians.length)}
          data={medians}
          dataKey="status"
          orientation="vertical"
          series={[{ name: days, color: "teal.6" }]}
          yAxisProps={{ width: 130, interval: 0 }}
          barChartProps={{ margin: { right: 32 } }}
          gridAxis="none"
          valueFormatter={oneDecimal}
          maxBarWidth={18}
          withBarValueLabel
          data-testid="admin-chart-medians"
        />
      </ChartPanel>
    </SimpleGrid>
  );
}
