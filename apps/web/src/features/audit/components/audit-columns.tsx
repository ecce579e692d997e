import { ActionIcon, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import type { i18n as I18n, TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { exactTime, fromNow } from "../../../lib/dates";
import type { AuditItem } from "../api/get-audit";
import { actionLabel } from "../utils/action-label";
import { RecordName } from "./record-name";

type Options = { withPartner: boolean; onOpen: (entry: AuditItem) => void };

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** The audit table's columns: when, who, partner (Superadmin only), what happened, record, IP and a details button. */
export function auditColumns(t: TFunction, i18n: I18n, { withPartner, onOpen }: Options): DataColumn<AuditItem>[] {
  const columns: (DataColumn<AuditItem> | null)[] = [
    {
      id: "when",
      header: t("auditPage.columns.when"),
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm" component="time" dateTime={e.created_at} style={{ whiteSpace: "nowrap" }}>
            {exactTime(e.created_at)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {fromNow(e.created_at)}
          </Text>
        </Stack>
      ),
    },
    {
      id: "actor",
      header: t("auditPage.columns.actor"),
      cell: (e) => (
        <Text size="sm" c={e.actor ? undefined : "dimmed"} style={{ whiteSpace: "nowrap" }}>
          {e.actor?.name ?? t("auditPage.system")}
        </Text>
      ),
    },
    withPartner
      ? {
          id: "partner",
          header: t("auditPage.columns.partner"),
          cell: (e) => (
            <Text size="sm" lineClamp={2} maw={200}>
              {e.partner?.name ?? t("auditPage.noPartner")}
            </Text>
          ),
        }
      : null,
    {
      // The entry as a sentence from the server (issue 20), the kind of action below it in the reader's language.
      id: "action",
      header: t("auditPage.columns.summary"),
      cell: (e) => (
        <Stack gap={2} align="flex-start" maw={420}>
          <Text size="sm" fw={500} data-testid="audit-summary">
            {e.summary}
          </Text>
          <Text size="xs" c="dimmed" data-testid="audit-action">
            {actionLabel(i18n, e.action)}
          </Text>
        </Stack>
      ),
    },
    {
      id: "entity",
      header: t("auditPage.columns.entity"),
      cell: (e) => <RecordName entry={e} i18n={i18n} />,
    },
    {
      id: "ip",
      header: t("auditPage.columns.ip"),
      cell: (e) => (
        <Text size="sm" ff="monospace" c={e.ip ? undefined : "dimmed"}>
          {e.ip ? <Ltr>{e.ip}</Ltr> : t("auditPage.noIp")}
        </Text>
      ),
    },
    {
      id: "details",
      header: t("auditPage.columns.details"),
      width: 56,
      align: "right",
      cell: (e) => (
        <Tooltip label={t("auditPage.viewDetails", { id: e.id })}>
          <ActionIcon
            variant="subtle"
            aria-label={t("auditPage.viewDetails", { id: e.id })}
            onClick={(ev) => {
              stop(ev);
              onOpen(e);
            }}
          >
            <IconListDetails size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return columns.filter((c): c is DataColumn<AuditItem> => c !== null);
}

/**
 * An entry as a card on a phone (issue 35): its sentence, the kind of action and the record, the partner (Superadmin
 * only), when, and the details button (the keyboard's way in; a tap anywhere opens them too).
 */
export function auditCard(t: TFunction, i18n: I18n, { withPartner, onOpen }: Options) {
  return (e: AuditItem) => (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={500} data-testid="audit-summary">
          {e.summary}
        </Text>
        <ActionIcon
          variant="subtle"
          size="sm"
          flex="none"
          aria-label={t("auditPage.viewDetails", { id: e.id })}
          onClick={(ev) => {
            stop(ev);
            onOpen(e);
          }}
        >
          <IconListDetails size={18} />
        </ActionIcon>
      </Group>
      <Text size="xs" c="dimmed" data-testid="audit-action">
        {actionLabel(i18n, e.action)}
      </Text>
      <RecordName entry={e} i18n={i18n} />
      {withPartner && e.partner ? (
        <Text size="xs" c="dimmed" truncate>
          {e.partner.name}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" component="time" dateTime={e.created_at}>
        {exactTime(e.created_at)} · {fromNow(e.created_at)}
      </Text>
    </Stack>
  );
}
