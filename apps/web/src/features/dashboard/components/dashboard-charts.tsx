import { AreaChart, DonutChart } from "@mantine/charts";
import { Group, Stack, Text } from "@mantine/core";
import type { DashboardData } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { useRefNames } from "../../lookups/use-ref-names";
import { destinationSlices } from "../utils/destinations";
import { formatCount, formatMonth } from "../utils/format";
import { ChartPanel, NoData } from "./chart-panel";

function MonthChart({ months }: { months: DashboardData["per_month"] }) {
  const { t } = useTranslation();
  const label = t("salesDashboard.charts.applications");
  const data = months.map((m) => ({ month: formatMonth(m.month), [label]: m.count }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="month"
      series={[{ name: label, color: "brand.6" }]}
      curveType="monotone"
      valueFormatter={formatCount}
      withDots={false}
      tickLine="none"
      gridAxis="y"
      xAxisProps={{ padding: { left: 16, right: 28 } }}
      // Room on the right: without it the last grid line and the last month's label (longer in some languages)
      // run to the panel's padding edge.
      areaChartProps={{ margin: { top: 5, right: 24, bottom: 5, left: 5 } }}
      data-testid="chart-per-month"
    />
  );
}

function DestinationChart({ destinations }: { destinations: DashboardData["by_destination"] }) {
  const { t } = useTranslation();
  const names = useRefNames();
  const named = destinations.map((d) => ({ ...d, name: names.country(d) }));
  const slices = destinationSlices(named, t("salesDashboard.charts.other"));
  const total = slices.reduce((n, s) => n + s.value, 0);
  return (
    <Group gap="lg" align="center" justify="center" wrap="wrap">
      <DonutChart
        data={slices}
        size={180}
        thickness={26}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={formatCount}
        chartLabel={formatCount(total)}
        data-testid="chart-by-destination"
      />
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none", minWidth: 160 }}>
        {slices.map((s) => (
          <Group key={s.name} component="li" gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={8} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 3,
                  background: `var(--mantine-color-${s.color.replace(".", "-")})`,
                }}
              />
              <Text size="sm">{s.name}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatCount(s.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/**
 * The monthly and destination charts, in their own chunk (recharts is large), loaded when they come into view
 * (partner-dashboard.tsx); the stages beside them are a plain list (stage-bars.tsx).
 */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ChartPanel title={t("salesDashboard.charts.perMonth")} hint={t("salesDashboard.charts.perMonthHint")}>
        <MonthChart months={data.per_month} />
      </ChartPanel>
      <ChartPanel title={t("salesDashboard.charts.byDestination")} hint={t("salesDashboard.charts.byDestinationHint")}>
        {data.by_destination.length ? <DestinationChart destinations={data.by_destination} /> : <NoData />}
      </ChartPanel>
    </Stack>
  );
}
