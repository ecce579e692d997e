import { Button, Group, Stack, Text } from "@mantine/core";
import type { MeetingItem } from "@pp/shared";
import { IconDownload, IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { formatDate } from "../../../lib/format";
import type { Side } from "../api/keys";
import { formatLocal } from "../utils/format";
import { MeetingStatusBadge } from "./meeting-status-badge";

export type MeetingAction = "open" | "ics" | "cancel";

/** When the meeting is: the confirmed time, or how many times were offered and the earliest. */
function When({ m, t }: { m: MeetingItem; t: TFunction }) {
  if (m.confirmed_slot) {
    return (
      <Text
        size="sm"
        fw={m.status === "confirmed" ? 600 : 400}
        td={m.status === "cancelled" ? "line-through" : undefined}
      >
        {formatLocal(m.confirmed_slot)}
      </Text>
    );
  }
  const first = [...m.slots].sort()[0];
  return (
    <Stack gap={0}>
      <Text size="sm">{t("expertsPage.meetings.preferred", { count: m.slots.length })}</Text>
      {first ? (
        <Text size="xs" c="dimmed">
          {t("expertsPage.meetings.firstFrom", { when: formatLocal(first) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The columns of a meeting table; the partner's has download and cancel buttons, the Superadmin's a Review one. */
export function meetingColumns(
  side: Side,
  t: TFunction,
  onAction: (m: MeetingItem, action: MeetingAction) => void,
): DataColumn<MeetingItem>[] {
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  const cols: DataColumn<MeetingItem>[] = [];
  if (side === "admin") {
    cols.push(
      {
        id: "requested",
        header: t("expertsPage.meetings.columns.requested"),
        cell: (m) => (
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDate(m.created_at)}
          </Text>
        ),
      },
      {
        id: "partner",
        header: t("expertsPage.meetings.columns.partner"),
        cell: (m) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {m.partner.name}
            </Text>
            {m.requested_by ? (
              <Text size="xs" c="dimmed">
                {m.requested_by.name}
              </Text>
            ) : null}
          </Stack>
        ),
      },
    );
  }
  cols.push(
    {
      id: "expert",
      header: t("expertsPage.meetings.columns.expert"),
      cell: (m) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {m.expert.name}
          </Text>
          {m.provider ? (
            <Text size="xs" c="dimmed">
              {m.provider.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "topic",
      header: t("expertsPage.meetings.columns.topic"),
      cell: (m) => (
        <Text size="sm" lineClamp={2} maw={280}>
          {m.topic}
        </Text>
      ),
    },
    {
      id: "student",
      header: t("expertsPage.meetings.columns.student"),
      cell: (m) => <Text size="sm">{m.student?.name ?? t("expertsPage.meetings.noStudent")}</Text>,
    },
    {
      id: "status",
      header: t("expertsPage.meetings.columns.status"),
      cell: (m) => (
        <Stack gap={4} align="flex-start">
          <MeetingStatusBadge status={m.status} />
          {m.status === "declined" && m.decline_reason ? (
            <Text size="xs" c="dimmed" lineClamp={2} maw={240}>
              {t("expertsPage.meetings.reason", { reason: m.decline_reason })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "when",
      header: t("expertsPage.meetings.columns.when"),
      cell: (m) => <When m={m} t={t} />,
    },
    {
      id: "actions",
      header: t("expertsPage.meetings.columns.actions"),
      align: "right",
      cell: (m) =>
        side === "admin" ? (
          <Button
            size="xs"
            variant={m.status === "requested" ? "filled" : "default"}
            onClick={stop(() => onAction(m, "open"))}
            aria-label={
              m.status === "requested"
                ? t("expertsPage.meetings.reviewFor", { topic: m.topic })
                : t("expertsPage.meetings.openFor", { topic: m.topic })
            }
          >
            {m.status === "requested" ? t("expertsPage.meetings.review") : t("expertsPage.meetings.open")}
          </Button>
        ) : (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {m.ics_url ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={stop(() => onAction(m, "ics"))}
                aria-label={t("expertsPage.meetings.downloadIcsFor", { topic: m.topic })}
              >
                {t("expertsPage.meetings.downloadIcs")}
              </Button>
            ) : null}
            {m.can_cancel ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} aria-hidden color="var(--mantine-color-red-8)" />}
                onClick={stop(() => onAction(m, "cancel"))}
                aria-label={t("expertsPage.meetings.cancelFor", { topic: m.topic })}
              >
                {t("expertsPage.meetings.cancelMeeting")}
              </Button>
            ) : null}
          </Group>
        ),
    },
  );
  return cols;
}
