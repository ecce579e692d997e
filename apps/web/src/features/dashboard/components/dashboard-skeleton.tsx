import { Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChartPanel } from "./chart-panel";

/** Placeholder cards while the figures load. */
export function KpiSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing={{ base: "sm", sm: "md" }} aria-hidden>
      {["a", "b", "c", "d", "e", "f"].map((k) => (
        <Paper key={k} withBorder radius="lg" p="md">
          <Skeleton h={36} w={36} radius="md" />
          <Skeleton h={12} w="60%" mt="sm" />
          <Skeleton h={26} w="40%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A panel's placeholder: its title, then a block `h` pixels high; `still` without the pulse. */
function PanelSkeleton({ h, still = false }: { h: number; still?: boolean }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Skeleton h={16} w="40%" animate={!still} />
      <Skeleton h={h} mt="md" animate={!still} />
    </Paper>
  );
}

/** The charts' grid of placeholders, announced as loading. */
function ChartsLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, lg: 2 }}
      spacing={{ base: "md", sm: "lg" }}
      role="status"
      aria-busy
      aria-label={t("salesDashboard.charts.loading")}
    >
      {children}
    </SimpleGrid>
  );
}

/** Placeholder panels while the charts (or their code) load. */
export function ChartsSkeleton() {
  return (
    <ChartsLoading>
      <PanelSkeleton h={420} />
      <MonthAndDestinationSkeleton />
    </ChartsLoading>
  );
}

/**
 * The monthly and destination panels' placeholders, until they come into view and their code loads; `still` (no
 * pulse) while they wait out of view, which may be for as long as the page is open.
 */
export function MonthAndDestinationSkeleton({ still = false }: { still?: boolean }) {
  return (
    <Stack gap="lg">
      <PanelSkeleton h={360} still={still} />
      <PanelSkeleton h={300} still={still} />
    </Stack>
  );
}

/** A pipeline chart's height for `rows` statuses (admin-charts.tsx), so its placeholder holds the same place. */
export const pipelineChartHeight = (rows: number) => Math.max(rows, 1) * 32 + 40;

/**
 * The Superadmin's two pipeline charts' placeholders while their code loads: the same titled panels with blocks as
 * high as the charts (`rows` statuses counted, `medianRows` with a median time), so nothing below moves when the
 * charts come (a link under them stays where it was clicked); `still` (no pulse) while they wait out of view.
 */
export function AdminChartsSkeleton({
  rows,
  medianRows,
  still = false,
}: {
  rows: number;
  medianRows: number;
  still?: boolean;
}) {
  const { t } = useTranslation();
  const panels = [
    { title: t("salesDashboard.admin.pipeline.countsChart"), rows },
    { title: t("salesDashboard.admin.pipeline.medianChart"), rows: medianRows },
  ];
  return (
    <ChartsLoading>
      {panels.map((p) => (
        <ChartPanel key={p.title} title={p.title}>
          <Skeleton h={pipelineChartHeight(p.rows)} animate={!still} />
        </ChartPanel>
      ))}
    </ChartsLoading>
  );
}
