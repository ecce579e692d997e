import { Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { SubLoginItem } from "@pp/shared";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { formatDate, formatDateTime } from "../../../lib/format";
import { type RowAction, RowActions } from "./row-actions";
import { StatusBadge } from "./status-badge";

const NOWRAP = { whiteSpace: "nowrap" } as const;

/** The table's columns; the last one holds each row's actions. */
export function subLoginColumns(t: TFunction, onAction: (item: SubLoginItem, action: RowAction) => void) {
  const columns: DataColumn<SubLoginItem>[] = [
    {
      id: "name",
      header: t("subLoginsPage.columns.name"),
      cell: (r) => (
        <Text size="sm" fw={600}>
          {r.name}
        </Text>
      ),
    },
    {
      id: "email",
      header: t("subLoginsPage.columns.email"),
      cell: (r) => (
        <Stack gap={0}>
          <Contact item={r} />
        </Stack>
      ),
    },
    {
      id: "role",
      header: t("subLoginsPage.columns.role"),
      cell: (r) =>
        r.role ? (
          <Text size="sm">{r.role.name}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("subLoginsPage.noRole")}
          </Text>
        ),
    },
    { id: "status", header: t("subLoginsPage.columns.status"), cell: (r) => <StatusBadge item={r} /> },
    {
      id: "last_login_at",
      header: t("subLoginsPage.columns.lastLogin"),
      cell: (r) =>
        r.last_login_at ? (
          <Text size="sm" style={NOWRAP} title={formatDateTime(r.last_login_at)}>
            <time dateTime={r.last_login_at}>{formatDate(r.last_login_at)}</time>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("subLoginsPage.never")}
          </Text>
        ),
    },
    {
      id: "performance",
      header: t("subLoginsPage.columns.performance"),
      cell: (r) => (
        <Stack gap={0} data-testid="performance" style={NOWRAP}>
          <Text size="sm">{t("subLoginsPage.performance.students", { count: r.performance.students })}</Text>
          <Text size="sm" c="dimmed">
            {t("subLoginsPage.performance.applications", { count: r.performance.applications })}
          </Text>
        </Stack>
      ),
    },
    {
      id: "actions",
      header: <VisuallyHidden>{t("subLoginsPage.columns.actions")}</VisuallyHidden>,
      align: "right",
      width: 56,
      cell: (r) => <RowActions item={r} onAction={(a) => onAction(r, a)} />,
    },
  ];
  return columns;
}

/** A sub-login's e-mail and phone, left-to-right data isolated in a right-to-left page (issue 20). */
function Contact({ item, breakAnywhere = false }: { item: SubLoginItem; breakAnywhere?: boolean }) {
  return (
    <>
      <Text size="sm" style={breakAnywhere ? { overflowWrap: "anywhere" } : undefined} data-testid="sublogin-email">
        <Ltr>{item.email}</Ltr>
      </Text>
      {item.phone ? (
        <Text size="xs" c="dimmed" style={NOWRAP} data-testid="sublogin-phone">
          <Ltr>{item.phone}</Ltr>
        </Text>
      ) : null}
    </>
  );
}

/**
 * A sub-login as a card on a phone, where the seven columns would scroll sideways: name, status and the actions
 * menu; e-mail and phone; role template; last sign-in; what it created.
 */
export function subLoginCard(t: TFunction, onAction: (item: SubLoginItem, action: RowAction) => void) {
  return (r: SubLoginItem) => (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {r.name}
          </Text>
          <StatusBadge item={r} />
        </Group>
        <RowActions item={r} onAction={(a) => onAction(r, a)} />
      </Group>
      <Contact item={r} breakAnywhere />
      <Text size="xs">
        {t("subLoginsPage.columns.role")}: {r.role ? r.role.name : t("subLoginsPage.noRole")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("subLoginsPage.columns.lastLogin")}:{" "}
        {r.last_login_at ? (
          <time dateTime={r.last_login_at} title={formatDateTime(r.last_login_at)}>
            {formatDate(r.last_login_at)}
          </time>
        ) : (
          t("subLoginsPage.never")
        )}
      </Text>
      <Text size="xs" c="dimmed" data-testid="performance">
        {t("subLoginsPage.performance.students", { count: r.performance.students })} ·{" "}
        {t("subLoginsPage.performance.applications", { count: r.performance.applications })}
      </Text>
    </Stack>
  );
}
