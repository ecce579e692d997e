import { Group, Progress, Stack, Text } from "@mantine/core";
import type { DashboardData } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { formatCount } from "../utils/format";
import { ChartPanel } from "./chart-panel";

/** The providers with the most applications, as a ranked list with bars relative to the first. */
export function TopProviders({ providers }: { providers: DashboardData["top_providers"] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...providers.map((p) => p.count));
  return (
    <ChartPanel title={t("salesDashboard.charts.topProviders")} hint={t("salesDashboard.charts.topProvidersHint")}>
      {providers.length ? (
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: "none" }} data-testid="top-providers">
          {providers.map((p, i) => (
            <li key={p.id}>
              <Group justify="space-between" gap="sm" wrap="nowrap" mb={6} align="flex-start">
                <Text size="sm" fw={500}>
                  <Text span c="dimmed" mr={6}>
                    {i + 1}.
                  </Text>
                  {p.name}
                </Text>
                <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
                  {t("salesDashboard.charts.applicationsCount", { count: p.count, formatted: formatCount(p.count) })}
                </Text>
              </Group>
              <Progress value={(p.count / max) * 100} size="md" radius="xl" aria-hidden />
            </li>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t("salesDashboard.charts.noData")}
        </Text>
      )}
    </ChartPanel>
  );
}
