import { Pagination, Stack, Text } from "@mantine/core";
import type { TaskItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useSetTaskDone, useTasks } from "../api/tasks";
import { notifyError, notifySuccess } from "./notify";
import { TaskCard } from "./task-card";
import type { TaskLink } from "./task-drawer";

/**
 * A page of tasks as cards, each completed or reopened with one click; `query` is the list's URL query, `here` the
 * record whose page shows the list (its own links are left out of the cards).
 */
export function TaskList({
  query,
  page,
  pageSize,
  onPageChange,
  empty,
  here,
}: {
  query: string;
  here?: TaskLink;
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  empty: string;
}) {
  const { t } = useTranslation();
  const list = useTasks(query);
  const toggle = useSetTaskDone();
  const onToggle = (task: TaskItem) => {
    const done = task.completed_at === null;
    toggle.mutate(
      { id: task.id, done },
      {
        onSuccess: () => notifySuccess(t(done ? "tasksPage.notify.completed" : "tasksPage.notify.reopened")),
        onError: (error) => notifyError(errorMessage(error, t("tasksPage.notify.failed"))),
      },
    );
  };
  if (list.isError) return <Text c="red">{errorMessage(list.error, t("tasksPage.loadFailed"))}</Text>;
  const rows = list.data?.results.data ?? [];
  const total = list.data?.count ?? 0;
  return (
    <Stack gap="sm" role="group" aria-label={t("tasksPage.listLabel")} aria-busy={list.isFetching || undefined}>
      {list.isSuccess && rows.length === 0 ? <Text c="dimmed">{empty}</Text> : null}
      {rows.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          onToggle={onToggle}
          busy={toggle.isPending && toggle.variables?.id === task.id}
          here={here}
        />
      ))}
      {onPageChange && pageSize && total > pageSize ? (
        <Pagination
          value={page ?? 1}
          onChange={onPageChange}
          total={Math.ceil(total / pageSize)}
          getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
          getItemProps={(p) => ({ "aria-label": t("table.page", { page: p }) })}
        />
      ) : null}
    </Stack>
  );
}
