import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { AdminDashboardData } from "@pp/shared";
import {
  IconAlarm,
  IconAlertTriangle,
  IconBuildingStore,
  IconChecklist,
  IconClockDollar,
  IconHeadset,
  type IconProps,
  IconUserQuestion,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format";
import type { dashboardStrings } from "../strings";
import { adminLinks } from "../utils/admin-links";
import classes from "./dashboard.module.css";

type Figure = {
  id: string;
  label: string;
  value: number;
  href: string;
  hint?: string;
  color: string;
  icon: ComponentType<IconProps>;
  /** Marked when not zero: something waits for the Superadmin. */
  alert?: boolean;
};

/** One figure as a card that opens the list it counts, filtered the same way. */
export function FigureCard({ figure }: { figure: Figure }) {
  const { id, label, value, href, hint, color, icon: Icon, alert } = figure;
  return (
    <Paper
      component={Link}
      to={href}
      withBorder
      radius="lg"
      p="md"
      className={classes.figure}
      data-figure={id}
      data-alert={alert && value > 0 ? "true" : undefined}
      style={{ "--figure-alert": `var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" fw={500} className={classes.figureLabel}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} radius="md" size={32} aria-hidden style={{ flexShrink: 0 }}>
          <Icon size={18} />
        </ThemeIcon>
      </Group>
      <Text fz={{ base: 26, sm: 30 }} fw={700} lh={1.2} mt={4} data-testid={`admin-figure-${id}`}>
        {formatNumber(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2} className={classes.figureLabel}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The eight headline figures, first on the page; each is a link. */
export function AdminFigureCards({ data }: { data: AdminDashboardData }) {
  const { t } = useTranslation();
  const c = (key: keyof typeof dashboardStrings.salesDashboard.admin.cards) => t(`salesDashboard.admin.cards.${key}`);
  const lastMonth = (n: number) => t("salesDashboard.admin.cards.lastMonth", { value: formatNumber(n) });
  const overdue = data.commission.reduce((n, x) => n + x.overdue, 0);
  const figures: Figure[] = [
    {
      id: "pending",
      label: c("pending"),
      value: data.partners.pending,
      href: adminLinks.partners("pending"),
      hint: c("pendingHint"),
      color: "orange",
      icon: IconUserQuestion,
      alert: true,
    },
    {
      id: "active",
      label: c("active"),
      value: data.partners.active,
      href: adminLinks.partners("active"),
      color: "blue",
      icon: IconBuildingStore,
    },
    {
      id: "students-this-month",
      label: c("studentsThisMonth"),
      value: data.this_month.students,
      href: adminLinks.students(data.this_month),
      hint: lastMonth(data.last_month.students),
      color: "indigo",
      icon: IconUsers,
    },
    {
      id: "applications-this-month",
      label: c("applicationsThisMonth"),
      value: data.this_month.applications,
      href: adminLinks.applicationsCreated(data.this_month),
      hint: lastMonth(data.last_month.applications),
      color: "teal",
      icon: IconChecklist,
    },
    {
      id: "open-tickets",
      label: c("openTickets"),
      value: data.tickets.open,
      href: adminLinks.tickets("open"),
      hint: c("openTicketsHint"),
      color: "cyan",
      icon: IconHeadset,
    },
    {
      id: "breached",
      label: c("breached"),
      value: data.tickets.breached,
      href: adminLinks.ticketsBreached(),
      hint: c("breachedHint"),
      color: "red",
      icon: IconAlarm,
      alert: true,
    },
    {
      id: "overdue",
      label: c("overdue"),
      value: overdue,
      href: adminLinks.commissionOverdue(),
      hint: c("overdueHint"),
      color: "grape",
      icon: IconClockDollar,
      alert: true,
    },
    {
      id: "failed-jobs",
      label: c("failedJobs"),
      value: data.jobs.failed,
      href: adminLinks.failedJobs(),
      hint: c("failedJobsHint"),
      color: "red",
      icon: IconAlertTriangle,
      alert: true,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing={{ base: "sm", sm: "md" }}
      component="ul"
      className={classes.kpiList}
      aria-label={t("salesDashboard.admin.figuresLabel")}
    >
      {figures.map((f) => (
        <li key={f.id} style={{ minWidth: 0 }}>
          <FigureCard figure={f} />
        </li>
      ))}
    </SimpleGrid>
  );
}
