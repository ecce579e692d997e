import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { RelativeTime } from "../../../components/relative-time";
import { paths } from "../../../lib/paths";
import { intakeName } from "../../../lib/ref-names";
import { UnreadBadge } from "../../conversation";
import type { AdminApplicationItem } from "../api/get-applications";
import classes from "./admin-applications.module.css";
import { StatusBadge } from "./status-badge";

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** The queue's columns: student (a link, with the number), partner, course and provider, intake, status, updated. */
export function queueColumns(t: TFunction): DataColumn<AdminApplicationItem>[] {
  return [
    {
      id: "student",
      header: t("adminApplicationsPage.columns.student"),
      cell: (a) => (
        <Stack gap={0} miw={120} maw={180}>
          <Anchor
            className={classes.link}
            component={Link}
            to={paths.admin.application.href(a.id)}
            onClick={stop}
            fw={600}
            size="sm"
            style={{ overflowWrap: "anywhere" }}
          >
            {a.student.name}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              <Ltr>#{a.id}</Ltr>
            </Text>
            <UnreadBadge count={a.unread_messages} />
          </Group>
        </Stack>
      ),
    },
    {
      id: "partner",
      header: t("adminApplicationsPage.columns.partner"),
      cell: (a) => (
        <Text size="sm" lineClamp={2} miw={100} maw={150}>
          {a.partner.name}
        </Text>
      ),
    },
    {
      id: "course",
      header: t("adminApplicationsPage.columns.course"),
      cell: (a) => (
        <Stack gap={0} miw={160} maw={240}>
          <Text size="sm" lineClamp={2}>
            {a.course.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {a.provider.name}
          </Text>
        </Stack>
      ),
    },
    {
      id: "intake",
      header: t("adminApplicationsPage.columns.intake"),
      cell: (a) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {intakeName(a.intake)}
        </Text>
      ),
    },
    {
      id: "status",
      header: t("adminApplicationsPage.columns.status"),
      cell: (a) => <StatusBadge status={a.status} size="sm" />,
    },
    {
      id: "updated",
      header: t("adminApplicationsPage.columns.updated"),
      cell: (a) => <RelativeTime iso={a.updated_at} miw={80} />,
    },
  ];
}

/** On a phone (issue 35) each application as a card: student and number, its status beside them, then the rest. */
export function queueCard(a: AdminApplicationItem) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Anchor
          className={classes.link}
          component={Link}
          to={paths.admin.application.href(a.id)}
          onClick={stop}
          fw={600}
          size="sm"
          style={{ overflowWrap: "anywhere" }}
        >
          <Ltr>#{a.id}</Ltr> · {a.student.name}
        </Anchor>
        <StatusBadge status={a.status} size="sm" />
      </Group>
      <Text size="sm">{a.course.name}</Text>
      <Text size="xs" c="dimmed">
        {a.provider.name} · {intakeName(a.intake)}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {a.partner.name}
        </Text>
        <RelativeTime iso={a.updated_at} />
      </Group>
    </Stack>
  );
}
