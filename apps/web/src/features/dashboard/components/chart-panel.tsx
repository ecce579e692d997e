import { Paper, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import classes from "./dashboard.module.css";

/** A titled dashboard panel; the heading names the region for screen readers. */
export function ChartPanel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby={id}
      className={classes.panel}
    >
      <Title order={2} fz="md" id={id}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** What a chart panel says when it has nothing to draw. */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size="sm" py="lg" ta="center">
      {t("salesDashboard.charts.noData")}
    </Text>
  );
}
