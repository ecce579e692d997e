import { Badge, Group, Text } from "@mantine/core";
import type { TicketItem } from "@pp/shared";
import { IconAlarm, IconAlertTriangle, IconCircleCheck, IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { deadline, exactTime, relative, since, slaState } from "../utils/sla";
import { useNow } from "./use-now";

/** "First response due in 3 hours" / "Resolution due in 2 days" / a red "Breached", live. */
export function SlaIndicator({ ticket, size = "sm" }: { ticket: TicketItem; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const now = useNow();
  const state = slaState(ticket, now);

  if (state.kind === "breached") {
    const why =
      state.clock === "firstResponse"
        ? t("ticketsPage.sla.breachedFirstResponse", { time: relative(state.due, now) })
        : t("ticketsPage.sla.breachedResolution", { time: relative(state.due, now) });
    return (
      <Group gap={6} wrap="wrap" data-sla="breached">
        <Badge
          color="red.9"
          variant="filled"
          radius="sm"
          tt="none"
          title={size === "xs" ? why : undefined}
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
        >
          {t("ticketsPage.sla.breached")}
        </Badge>
        {size === "xs" ? null : (
          <Text size="xs" c="dimmed" title={deadline(state.due)}>
            {why}
          </Text>
        )}
      </Group>
    );
  }
  if (state.kind === "done") {
    return (
      <Group gap={6} wrap="nowrap" data-sla="done">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
        <Text size={size} c="dimmed" title={state.at ? exactTime(state.at) : undefined}>
          {state.status === "resolved" && state.at
            ? t("ticketsPage.sla.resolved", { when: since(state.at, now) })
            : t(`ticketsPage.status.${state.status}`)}
        </Text>
      </Group>
    );
  }
  const Icon = state.soon ? IconAlarm : IconClock;
  return (
    <Group gap={6} wrap="nowrap" data-sla="running">
      <Icon
        size={16}
        color={state.soon ? "var(--mantine-color-orange-filled)" : "var(--mantine-color-dimmed)"}
        aria-hidden
      />
      <Text size={size} fw={state.soon ? 600 : 400} title={deadline(state.due)}>
        {state.clock === "firstResponse"
          ? t("ticketsPage.sla.firstResponse", { when: relative(state.due, now) })
          : t("ticketsPage.sla.resolution", { when: relative(state.due, now) })}
      </Text>
    </Group>
  );
}
