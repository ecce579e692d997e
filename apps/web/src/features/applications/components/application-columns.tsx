import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { ApplicationItem } from "@pp/shared";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { TagChips } from "../../../components/bulk-actions";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { RelativeTime } from "../../../components/relative-time";
import { paths } from "../../../lib/paths";
import { UnreadBadge } from "../../conversation";
import type { RefNames } from "../../lookups/use-ref-names";
import classes from "./applications.module.css";
import { StatusBadge } from "./status-badge";

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** The applications table's columns; `created_at` and `updated_at` sort on the server. */
export function applicationColumns(t: TFunction, names: RefNames): DataColumn<ApplicationItem>[] {
  return [
    {
      id: "id",
      header: t("applicationsPage.columns.id"),
      width: 72,
      cell: (a) => (
        <Stack gap={2} align="flex-start">
          <Anchor
            className={classes.link}
            component={Link}
            to={paths.partnerDetail.application.href(a.id)}
            onClick={stop}
            fw={600}
            size="sm"
          >
            <Ltr>#{a.id}</Ltr>
          </Anchor>
          <UnreadBadge count={a.unread_messages} />
        </Stack>
      ),
    },
    {
      id: "student",
      header: t("applicationsPage.columns.student"),
      cell: (a) => (
        <Anchor
          className={classes.link}
          component={Link}
          to={paths.partnerDetail.student.href(a.student.id)}
          onClick={stop}
          size="sm"
        >
          {a.student.name}
        </Anchor>
      ),
    },
    {
      id: "course",
      header: t("applicationsPage.columns.course"),
      cell: (a) => (
        <Stack gap={0} miw={200} maw={340}>
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
      id: "destination",
      header: t("applicationsPage.columns.destination"),
      cell: (a) => <Text size="sm">{names.country(a.country)}</Text>,
    },
    {
      id: "intake",
      header: t("applicationsPage.columns.intake"),
      cell: (a) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {names.intake(a.intake)}
        </Text>
      ),
    },
    {
      id: "status",
      header: t("applicationsPage.columns.status"),
      cell: (a) => <StatusBadge status={a.status} />,
    },
    {
      id: "counsellor",
      header: t("bulk.counsellor"),
      cell: (a) => (
        <Stack gap={4}>
          <Text size="sm">{a.counsellor?.name ?? "—"}</Text>
          <TagChips tags={a.tags} />
        </Stack>
      ),
    },
    {
      id: "updated_at",
      header: t("applicationsPage.columns.updated"),
      sortable: true,
      cell: (a) => <RelativeTime iso={a.updated_at} style={{ whiteSpace: "nowrap" }} />,
    },
    {
      id: "created_at",
      header: t("applicationsPage.columns.created"),
      sortable: true,
      cell: (a) => <RelativeTime iso={a.created_at} c="dimmed" style={{ whiteSpace: "nowrap" }} />,
    },
  ];
}

/** An application as a card on a phone (issue 20): number and status, student, course and provider, intake. */
export function applicationCard(names: RefNames) {
  return (a: ApplicationItem) => applicationCardOf(a, names);
}

function applicationCardOf(a: ApplicationItem, names: RefNames) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          className={classes.link}
          component={Link}
          to={paths.partnerDetail.application.href(a.id)}
          onClick={stop}
          fw={600}
          size="sm"
        >
          <Ltr>#{a.id}</Ltr> · {a.student.name}
        </Anchor>
        <Group gap={4} wrap="nowrap">
          <UnreadBadge count={a.unread_messages} />
          <StatusBadge status={a.status} />
        </Group>
      </Group>
      <Text size="sm" lineClamp={2}>
        {a.course.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {a.provider.name} · {names.country(a.country)} · {names.intake(a.intake)}
      </Text>
      {a.counsellor ? (
        <Text size="xs" c="dimmed">
          {a.counsellor.name}
        </Text>
      ) : null}
      <TagChips tags={a.tags} />
    </Stack>
  );
}
