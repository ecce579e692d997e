import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { TaskItem } from "@pp/shared";
import { IconCheck, IconRotate } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import type { TaskLink } from "./task-drawer";

/**
 * One task as a card (the list and the panels alike; a card reads well on a phone): title, when, for whom, links.
 * `here`: the record whose page shows the card (a panel), whose own link the card leaves out.
 */
export function TaskCard({
  task,
  onToggle,
  busy,
  here,
}: {
  task: TaskItem;
  onToggle: (task: TaskItem) => void;
  busy: boolean;
  here?: TaskLink | undefined;
}) {
  const { t } = useTranslation();
  const done = task.completed_at !== null;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="task"
      data-overdue={task.overdue || undefined}
      style={task.overdue ? { borderColor: "var(--mantine-color-red-6)", borderInlineStartWidth: 4 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} td={done ? "line-through" : undefined} style={{ overflowWrap: "anywhere" }}>
              {task.title}
            </Text>
            {task.overdue ? (
              <Badge color="red" variant="light">
                {t("tasksPage.overdue")}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c={task.overdue ? "red.8" : "dimmed"}>
            {done
              ? t("tasksPage.doneAt", { when: formatDateTime(task.completed_at!) })
              : t("tasksPage.dueAt", { when: formatDateTime(task.due_at) })}
            {" · "}
            {t("tasksPage.assignee", { name: task.assignee.name })}
          </Text>
          <Group gap="sm">
            {task.student && task.student.id !== here?.studentId ? (
              <Anchor component={Link} to={paths.partnerDetail.student.href(task.student.id)} size="sm">
                {t("tasksPage.student", { name: task.student.name })}
              </Anchor>
            ) : null}
            {task.application && task.application.id !== here?.applicationId ? (
              <Anchor component={Link} to={paths.partnerDetail.application.href(task.application.id)} size="sm">
                {t("tasksPage.application", { id: task.application.id })}
              </Anchor>
            ) : null}
            {task.source !== "manual" ? (
              <Badge variant="outline" color="gray" c="var(--mantine-color-text)" size="sm">
                {t(`tasksPage.source.${task.source}`)}
              </Badge>
            ) : null}
          </Group>
          {task.notes ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {task.notes}
            </Text>
          ) : null}
        </Stack>
        {task.can_complete ? (
          <Button
            size="xs"
            variant={done ? "default" : "light"}
            leftSection={done ? <IconRotate size={16} /> : <IconCheck size={16} />}
            aria-label={t(done ? "tasksPage.reopenLabel" : "tasksPage.completeLabel", { title: task.title })}
            onClick={() => onToggle(task)}
            loading={busy}
            style={{ flexShrink: 0 }}
          >
            {t(done ? "tasksPage.reopen" : "tasksPage.complete")}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
