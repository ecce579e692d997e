import "../strings";
import { Anchor, Button, Card, Group, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { TaskDrawer, type TaskLink } from "./task-drawer";
import { TaskList } from "./task-list";

/** The open tasks of one student or application, with "Add task" linked to it (the record pages). */
export function TasksPanel({ link }: { link: TaskLink }) {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  const query = new URLSearchParams({ open: "true", page_size: "10" });
  if (link.applicationId !== undefined) query.set("application", String(link.applicationId));
  else if (link.studentId !== undefined) query.set("student", String(link.studentId));
  return (
    <Card withBorder padding="md" data-testid="tasks-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t("tasksPage.panel.title")}
          </Title>
          <Group gap="sm">
            <Anchor component={Link} to={paths.partner.tasks.href()} size="sm">
              {t("tasksPage.panel.all")}
            </Anchor>
            <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDrawer(true)}>
              {t("tasksPage.panel.add")}
            </Button>
          </Group>
        </Group>
        <TaskList query={query.toString()} empty={t("tasksPage.panel.empty")} here={link} />
      </Stack>
      <TaskDrawer opened={drawer} onClose={() => setDrawer(false)} link={link} />
    </Card>
  );
}
