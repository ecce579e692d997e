import { Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { DashboardData } from "@pp/shared";
import {
  IconCertificate,
  IconChecklist,
  IconConfetti,
  IconPercentage,
  type IconProps,
  IconSchool,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatPercent } from "../utils/format";
import classes from "./dashboard.module.css";

type Totals = DashboardData["totals"];
type Kpi = {
  id: string;
  label: string;
  value: string;
  hint?: string;
  color: string;
  icon: ComponentType<IconProps>;
};

/** Six headline figures; each card is a labelled group so a screen reader reads "Students: 150". */
export function KpiCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const kpis: Kpi[] = [
    {
      id: "students",
      label: t("salesDashboard.kpi.students"),
      value: formatCount(totals.students),
      color: "blue",
      icon: IconUsers,
    },
    {
      id: "applications",
      label: t("salesDashboard.kpi.applications"),
      value: formatCount(totals.applications),
      color: "indigo",
      icon: IconChecklist,
    },
    {
      id: "offers",
      label: t("salesDashboard.kpi.offers"),
      value: formatCount(totals.offers),
      color: "teal",
      icon: IconCertificate,
    },
    {
      id: "visas_granted",
      label: t("salesDashboard.kpi.visasGranted"),
      value: formatCount(totals.visas_granted),
      color: "cyan",
      icon: IconConfetti,
    },
    {
      id: "enrolments",
      label: t("salesDashboard.kpi.enrolments"),
      value: formatCount(totals.enrolments),
      color: "green",
      icon: IconSchool,
    },
    {
      id: "conversion_rate",
      label: t("salesDashboard.kpi.conversionRate"),
      value: formatPercent(totals.conversion_rate),
      hint: t("salesDashboard.kpi.conversionHint"),
      color: "grape",
      icon: IconPercentage,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing={{ base: "sm", sm: "md" }}
      component="ul"
      className={classes.kpiList}
      aria-label={t("salesDashboard.kpi.label")}
    >
      {kpis.map(({ id, label, value, hint, color, icon: Icon }) => (
        <Paper key={id} component="li" withBorder radius="lg" p="md" data-kpi={id} className={classes.kpi}>
          <ThemeIcon variant="light" color={color} radius="md" size={36} aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" mt="sm" fw={500}>
            {label}
          </Text>
          <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.2} data-testid={`kpi-${id}`}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
