import { Progress, Text } from "@mantine/core";
import type { DashboardData } from "@pp/shared";
import { useMasterNames } from "../../lookups/use-master-names";
import { formatCount } from "../utils/format";
import classes from "./dashboard.module.css";

/**
 * Applications by stage as a list: each stage's name, a bar in its colour relative to the largest stage, and its
 * count. Plain HTML and Mantine's Progress, so the first panel below the figures draws with the page rather than
 * waiting for the chart library (which the panels further down load when they come into view).
 */
export function StageBars({ stages }: { stages: DashboardData["by_stage"] }) {
  const masters = useMasterNames();
  const max = Math.max(1, ...stages.map((s) => s.count));
  return (
    <ol className={classes.stageList} data-testid="chart-by-stage">
      {stages.map((s) => (
        <li key={s.id} className={classes.stageRow} data-testid="stage-bar">
          <Text size="xs" c="dimmed" className={classes.stageName}>
            {masters.status(s)}
          </Text>
          <Progress value={(s.count / max) * 100} color={s.colour} size="lg" radius="sm" aria-hidden />
          <Text size="xs" fw={600}>
            {formatCount(s.count)}
          </Text>
        </li>
      ))}
    </ol>
  );
}
