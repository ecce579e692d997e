import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

/** No student and no application yet: what to do first instead of empty charts. */
export function EmptyDashboard({ mine, canAddStudents }: { mine: boolean; canAddStudents: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="dashboard-empty">
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconChartBar size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t("salesDashboard.empty.title")}
        </Title>
        <Text c="dimmed">{mine ? t("salesDashboard.empty.mineBody") : t("salesDashboard.empty.body")}</Text>
        {canAddStudents && (
          <Button component={Link} to={paths.partner.students.href()} mt="xs">
            {t("salesDashboard.empty.addStudent")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
