import { BarChart } from "@mantine/charts";
import { SimpleGrid } from "@mantine/core";
import type { AdminDashboardData } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { useMasterNames } from "../../lookups/use-master-names";
import { ChartPanel } from "./chart-panel";
import { pipelineChartHeight } from "./dashboard-skeleton";

type Pipeline = AdminDashboardData["pipeline"];

type PipelineChartProps = {
  title: string;
  /** One row a status: its name and, under `series`, its value. */
  data: Record<string, string | number>[];
  series: { name: string; color: string };
  valueFormatter: (n: number) => string;
  testId: string;
};

/** One of the pipeline's charts: a panel holding a bar a status, as high as its rows. */
function PipelineChart({ title, data, series, valueFormatter, testId }: PipelineChartProps) {
  return (
    <ChartPanel title={title}>
      <BarChart
        h={pipelineChartHeight(data.length)}
        data={data}
        dataKey="status"
        orientation="vertical"
        series={[series]}
        yAxisProps={{ width: 130, interval: 0 }}
        barChartProps={{ margin: { right: 32 } }}
        gridAxis="none"
        valueFormatter={valueFormatter}
        maxBarWidth={18}
        withBarValueLabel
        data-testid={testId}
      />
    </ChartPanel>
  );
}

/**
 * The pipeline as two bar charts: applications in each status, and the median days spent in each. Loaded in its
 * own chunk (recharts is large) after the figures are on screen.
 */
export function AdminCharts({ pipeline }: { pipeline: Pipeline }) {
  const { t } = useTranslation();
  const applications = t("salesDashboard.admin.pipeline.applications");
  const days = t("salesDashboard.admin.pipeline.days");
  const masters = useMasterNames();
  const counts = pipeline.map((s) => ({ status: masters.status(s), [applications]: s.count }));
  const medians = pipeline
    .filter((s) => s.median_days !== null)
    .map((s) => ({ status: masters.status(s), [days]: s.median_days ?? 0 }));
  const oneDecimal = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: "md", sm: "lg" }}>
      <PipelineChart
        title={t("salesDashboard.admin.pipeline.countsChart")}
        data={counts}
        series={{ name: applications, color: "blue.6" }}
        valueFormatter={formatNumber}
        testId="admin-chart-counts"
      />
      <PipelineChart
        title={t("salesDashboard.admin.pipeline.medianChart")}
        data={medians}
        series={{ name: days, color: "teal.6" }}
        valueFormatter={oneDecimal}
        testId="admin-chart-medians"
      />
    </SimpleGrid>
  );
}
