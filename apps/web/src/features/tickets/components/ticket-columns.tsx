import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { TicketItem } from "@pp/shared";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import type { TicketSide } from "../api/keys";
import { exactTime, shortDate, since } from "../utils/sla";
import { CategoryBadge, PriorityBadge, TicketStatusBadge } from "./badges";
import { SlaIndicator } from "./sla-indicator";
import classes from "./tickets.module.css";

type Options = {
  side: TicketSide;
  /** The link that opens a ticket's panel (the current list with `?ticket=ID`). */
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
};

/** The list's columns; the support queue shows the partner and the assignee instead of the category. */
export function ticketColumns(t: TFunction, { side, hrefFor, onOpen }: Options): DataColumn<TicketItem>[] {
  const admin = side === "admin";
  const columns: (DataColumn<TicketItem> | false)[] = [
    {
      id: "id",
      header: t("ticketsPage.columns.id"),
      width: 64,
      cell: (row) => (
        <Text size="sm" c="dimmed" ff="monospace">
          <Ltr>{row.id}</Ltr>
        </Text>
      ),
    },
    {
      id: "subject",
      header: t("ticketsPage.columns.subject"),
      cell: (row) => (
        <Stack gap={0} maw={360}>
          <TicketLink id={row.id} hrefFor={hrefFor} onOpen={onOpen}>
            {row.subject}
          </TicketLink>
          {admin ? (
            <Text size="xs" c="dimmed" truncate>
              {row.partner.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    !admin && {
      id: "category",
      header: t("ticketsPage.columns.category"),
      cell: (row) => <CategoryBadge category={row.category} />,
    },
    {
      id: "priority",
      header: t("ticketsPage.columns.priority"),
      cell: (row) => <PriorityBadge priority={row.priority} />,
    },
    {
      id: "status",
      header: t("ticketsPage.columns.status"),
      cell: (row) => <TicketStatusBadge status={row.status} />,
    },
    {
      id: "sla",
      header: t("ticketsPage.columns.sla"),
      cell: (row) => <SlaIndicator ticket={row} size="xs" />,
    },
    admin && {
      id: "assignee",
      header: t("ticketsPage.columns.assignee"),
      cell: (row) =>
        row.assigned_to ? (
          <Text size="sm">{row.assigned_to.name}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("ticketsPage.detail.unassigned")}
          </Text>
        ),
    },
    {
      id: "created",
      header: t("ticketsPage.columns.created"),
      cell: (row) => (
        <Text component="time" size="sm" dateTime={row.created_at} title={exactTime(row.created_at)}>
          {shortDate(row.created_at)}
        </Text>
      ),
    },
  ];
  return columns.filter((c): c is DataColumn<TicketItem> => c !== false);
}

/**
 * A ticket as a card on a phone (issue 20): number and subject (the link that opens it) beside the status, the
 * partner on the support queue, the SLA clock and when it last changed.
 */
export function ticketCard(t: TFunction, { side, hrefFor, onOpen }: Options) {
  return (row: TicketItem) => (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <TicketLink id={row.id} hrefFor={hrefFor} onOpen={onOpen}>
          <Ltr>#{row.id}</Ltr> · {row.subject}
        </TicketLink>
        <TicketStatusBadge status={row.status} flex="none" />
      </Group>
      {side === "admin" ? (
        <Text size="xs" c="dimmed" truncate>
          {row.partner.name}
        </Text>
      ) : null}
      <Group justify="space-between" gap="xs">
        <SlaIndicator ticket={row} size="xs" />
        <Text component="time" size="xs" c="dimmed" dateTime={row.updated_at} title={exactTime(row.updated_at)}>
          {t("ticketsPage.card.updated", { when: since(row.updated_at) })}
        </Text>
      </Group>
    </Stack>
  );
}

/** The link that opens a ticket in the panel beside the list (its address still works when opened apart). */
function TicketLink({
  id,
  hrefFor,
  onOpen,
  children,
}: Pick<Options, "hrefFor" | "onOpen"> & { id: number; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={hrefFor(id)}
      state={{ ticketOpenedHere: true }}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onOpen(id);
      }}
      size="sm"
      fw={600}
      className={classes.link}
      lineClamp={2}
    >
      {children}
    </Anchor>
  );
}
