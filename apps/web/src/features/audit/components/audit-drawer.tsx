import { Code, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { exactTime, fromNow } from "../../../lib/dates";
import type { AuditItem } from "../api/get-audit";
import { actionLabel } from "../utils/action-label";
import { type AuditView, auditView, fieldLabel } from "../utils/audit-view";
import classes from "./audit.module.css";
import { RecordName } from "./record-name";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The changed fields (before → after), or a single value's change, then the other details. */
function Changes({ view }: { view: AuditView }) {
  const { t } = useTranslation();
  // A value may be in either direction (a name, an e-mail, a date): each is isolated with its own (issue 20).
  const empty = (v: string | null) => (v === null || v === "" ? t("auditPage.drawer.empty") : <bdi>{v}</bdi>);
  if (view.kind === "none") {
    return (
      <Text size="sm" c="dimmed">
        {t("auditPage.drawer.noDetails")}
      </Text>
    );
  }
  if (view.kind === "values") {
    return (
      <Table withTableBorder withColumnBorders aria-label={t("auditPage.drawer.details")} data-testid="audit-values">
        <Table.Tbody>
          {view.rows.map((r) => (
            <Table.Tr key={r.field}>
              <Table.Th w="35%">{fieldLabel(r.field) || t("auditPage.drawer.value")}</Table.Th>
              <Table.Td className={classes.value}>{empty(r.value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  const single = view.rows.length === 1 && view.rows[0]!.field === "";
  return (
    <Stack gap="sm">
      {single ? (
        <Group gap="xs" wrap="wrap" data-testid="audit-change">
          {view.rows[0]!.before !== null && (
            <Text size="sm" px={8} py={2} className={classes.before} aria-label={t("auditPage.drawer.before")}>
              {empty(view.rows[0]!.before)}
            </Text>
          )}
          <IconArrowRight size={16} aria-hidden className={classes.flipRtl} />
          <Text size="sm" px={8} py={2} className={classes.after} aria-label={t("auditPage.drawer.after")}>
            {empty(view.rows[0]!.after)}
          </Text>
        </Group>
      ) : view.rows.length > 0 ? (
        <Table withTableBorder withColumnBorders aria-label={t("auditPage.drawer.changes")} data-testid="audit-diff">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("auditPage.drawer.field")}</Table.Th>
              <Table.Th>{t("auditPage.drawer.before")}</Table.Th>
              <Table.Th>{t("auditPage.drawer.after")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((r) => (
              <Table.Tr key={r.field}>
                <Table.Th fw={600}>{fieldLabel(r.field)}</Table.Th>
                <Table.Td className={r.before === null ? classes.value : classes.before}>
                  {r.before === null ? "" : empty(r.before)}
                </Table.Td>
                <Table.Td className={r.after === null ? classes.value : classes.after}>
                  {r.after === null ? "" : empty(r.after)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {view.unchanged > 0 && (
        <Text size="xs" c="dimmed">
          {t("auditPage.drawer.unchanged", { count: view.unchanged })}
        </Text>
      )}
      {view.extra.length > 0 && (
        <Table withTableBorder withColumnBorders aria-label={t("auditPage.drawer.details")}>
          <Table.Tbody>
            {view.extra.map((r) => (
              <Table.Tr key={r.field}>
                <Table.Th w="35%">{fieldLabel(r.field)}</Table.Th>
                <Table.Td className={classes.value}>{empty(r.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

type Props = { entry: AuditItem | null; withPartner: boolean; onClose: () => void };

/** One audit entry: its facts, what changed (before/after) and the raw JSON. */
export function AuditDrawer({ entry, withPartner, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={entry ? t("auditPage.drawer.title", { id: entry.id }) : ""}
      closeButtonProps={{ "aria-label": t("auditPage.drawer.close") }}
    >
      {entry && (
        <Stack gap="lg">
          <Text fw={500} data-testid="audit-drawer-summary">
            {entry.summary}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Fact label={t("auditPage.drawer.when")}>
              <time dateTime={entry.created_at}>{exactTime(entry.created_at)}</time>
              <Text size="xs" c="dimmed">
                {fromNow(entry.created_at)}
              </Text>
            </Fact>
            <Fact label={t("auditPage.drawer.actor")}>{entry.actor?.name ?? t("auditPage.system")}</Fact>
            {withPartner && (
              <Fact label={t("auditPage.drawer.partner")}>{entry.partner?.name ?? t("auditPage.noPartner")}</Fact>
            )}
            <Fact label={t("auditPage.drawer.action")}>{actionLabel(i18n, entry.action)}</Fact>
            <Fact label={t("auditPage.drawer.entity")}>
              <RecordName entry={entry} i18n={i18n} />
            </Fact>
            <Fact label={t("auditPage.drawer.ip")}>
              <Text size="sm" ff="monospace" span>
                {entry.ip ? <Ltr>{entry.ip}</Ltr> : t("auditPage.noIp")}
              </Text>
            </Fact>
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t("auditPage.drawer.changes")}
            </Title>
            <Changes view={auditView(entry.details)} />
          </Stack>
          {entry.details !== null && entry.details !== undefined && (
            <details className={classes.raw}>
              <summary>{t("auditPage.drawer.raw")}</summary>
              <Code block dir="ltr">
                {JSON.stringify(entry.details, null, 2)}
              </Code>
            </details>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
