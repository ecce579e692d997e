import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { AdminJob } from "@pp/shared";
import { IconPlayerStop, IconRefresh } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { formatDateTime } from "../../../lib/format";
import type { JobAction } from "../api/job-action";
import { actionsFor, STATE_COLOURS } from "../utils/job-actions";

const when = (iso: string | null) => (iso ? formatDateTime(iso, { seconds: true }) : "—");
const ICONS = { retry: IconRefresh, cancel: IconPlayerStop };

/** The jobs table's columns; the last one asks `onAction` to confirm a retry or a cancel. */
export function jobColumns(t: TFunction, onAction: (job: AdminJob, action: JobAction) => void): DataColumn<AdminJob>[] {
  return [
    {
      id: "kind",
      header: t("adminJobsPage.columns.kind"),
      cell: (j) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} ff="monospace">
            {j.kind}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {j.id.slice(0, 8)}
          </Text>
        </Stack>
      ),
    },
    {
      id: "state",
      header: t("adminJobsPage.columns.state"),
      // The badge's word must not be cut short by a long error beside it.
      width: 130,
      cell: (j) => (
        <Badge
          variant="dot"
          color={STATE_COLOURS[j.state]}
          tt="none"
          data-testid="job-state"
          style={{ minWidth: "fit-content" }}
        >
          {t(`adminJobsPage.state.${j.state}`)}
        </Badge>
      ),
    },
    {
      id: "attempts",
      header: t("adminJobsPage.columns.attempts"),
      cell: (j) => t("adminJobsPage.attempts", { attempts: j.attempts, max: j.max_attempts }),
    },
    {
      id: "error",
      header: t("adminJobsPage.columns.error"),
      cell: (j) =>
        j.error ? (
          <Text size="xs" c="red.8" maw={360} style={{ overflowWrap: "anywhere" }} data-testid="job-error">
            {j.error}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {t("adminJobsPage.noError")}
          </Text>
        ),
    },
    { id: "created", header: t("adminJobsPage.columns.created"), cell: (j) => when(j.created_at) },
    { id: "finished", header: t("adminJobsPage.columns.finished"), cell: (j) => when(j.finished_at) },
    {
      id: "actions",
      header: t("adminJobsPage.columns.actions"),
      align: "right",
      cell: (j) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {actionsFor(j.state).map((action) => {
            const Icon = ICONS[action];
            return (
              <Button
                key={action}
                size="compact-sm"
                variant="light"
                color={action === "cancel" ? "red.8" : undefined}
                leftSection={<Icon size={14} aria-hidden />}
                aria-label={t(`adminJobsPage.actions.${action}Name`, { id: j.id })}
                onClick={() => onAction(j, action)}
              >
                {t(`adminJobsPage.actions.${action}`)}
              </Button>
            );
          })}
        </Group>
      ),
    },
  ];
}
