import { Badge, Group, Text } from "@mantine/core";
import type { DashboardData } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useMasterNames } from "../../lookups/use-master-names";
import { ChartPanel } from "./chart-panel";
import classes from "./dashboard.module.css";

type Activity = DashboardData["recent_activity"][number];

function ActivityBody({ item, colour }: { item: Activity; colour?: string }) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" lineClamp={1}>
          {item.student}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} title={formatDateTime(item.at)}>
          <time dateTime={item.at}>{formatDateTime(item.at, { year: false })}</time>
        </Text>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {item.course}
      </Text>
      <Group gap={6} mt={4}>
        <Text size="xs" c="dimmed">
          {t("salesDashboard.recent.movedTo")}
        </Text>
        <Badge size="sm" variant="dot" radius="sm" color={colour}>
          {masters.status({ name: item.to })}
        </Badge>
        <Text size="xs" c="dimmed">
          {item.by ? t("salesDashboard.recent.by", { name: item.by }) : t("salesDashboard.recent.bySystem")}
        </Text>
      </Group>
    </>
  );
}

type Props = { items: Activity[]; stages: DashboardData["by_stage"]; linkable: boolean };

/** The latest status changes; each opens its application when the viewer may see applications. */
export function RecentActivity({ items, stages, linkable }: Props) {
  const { t } = useTranslation();
  const colours = new Map(stages.map((s) => [s.name, s.colour]));
  return (
    <ChartPanel title={t("salesDashboard.recent.title")} hint={t("salesDashboard.recent.hint")}>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t("salesDashboard.recent.none")}
        </Text>
      ) : (
        <ul className={classes.activityList} data-testid="recent-activity">
          {items.map((item) => (
            <li key={`${item.application_id}-${item.at}-${item.to}`} className={classes.activityItem}>
              {linkable ? (
                <Link to={paths.partnerDetail.application.href(item.application_id)} className={classes.activityLink}>
                  <ActivityBody item={item} colour={colours.get(item.to)} />
                </Link>
              ) : (
                <div className={classes.activityLink}>
                  <ActivityBody item={item} colour={colours.get(item.to)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </ChartPanel>
  );
}
