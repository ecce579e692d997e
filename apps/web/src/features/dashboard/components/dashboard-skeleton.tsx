import { Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

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

/** Placeholder panels while the charts (or their code) load. */
export function ChartsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, lg: 2 }}
      spacing={{ base: "md", sm: "lg" }}
      role="status"
      aria-busy
      aria-label={t("salesDashboard.charts.loading")}
    >
      <Paper withBorder radius="lg" p="lg">
        <Skeleton h={16} w="40%" />
        <Skeleton h={420} mt="md" />
      </Paper>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Skeleton h={16} w="40%" />
          <Skeleton h={220} mt="md" />
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Skeleton h={16} w="40%" />
          <Skeleton h={150} mt="md" />
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
