import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { CommissionItem } from "@pp/shared";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { formatDate, formatDateTime } from "../../../lib/format";
import { intakeName } from "../../../lib/ref-names";
import type { Side } from "../api/keys";
import type { paymentsStrings } from "../strings";
import { formatMoney } from "../utils/money";
import { OverdueBadge } from "./overdue-badge";
import classes from "./payments.module.css";
import { CommissionStatusBadge } from "./status-badge";

const day = (iso: string | null) => (iso ? formatDate(iso) : null);

type Open = (row: CommissionItem) => void;

/** The student's name: the button that opens the record (the row's action; the whole row or card does too). */
function OpenButton({ t, row, open }: { t: TFunction; row: CommissionItem; open: Open }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      className={classes.studentButton}
      onClick={(e) => {
        e.stopPropagation();
        open(row);
      }}
      aria-label={t("paymentsPage.open", { id: row.id, name: row.student.name })}
    >
      {row.student.name}
    </Anchor>
  );
}

/** The columns of the commission table; the student's name opens the record (the whole row does too). */
export function paymentColumns(t: TFunction, side: Side, open: Open): DataColumn<CommissionItem>[] {
  const c = (key: keyof typeof paymentsStrings.paymentsPage.columns) => t(`paymentsPage.columns.${key}`);
  const dash = t("paymentsPage.notSet");
  const columns: (DataColumn<CommissionItem> | null)[] = [
    {
      id: "student",
      header: c("student"),
      cell: (r) => (
        <Stack gap={0}>
          <OpenButton t={t} row={r} open={open} />
          <Text size="xs" c="dimmed">
            {t("paymentsPage.application", { id: r.application_id })}
          </Text>
        </Stack>
      ),
    },
    side === "admin"
      ? { id: "partner", header: c("partner"), cell: (r) => <Text size="sm">{r.partner.name}</Text> }
      : null,
    {
      id: "course",
      header: c("course"),
      cell: (r) => (
        <Stack gap={0} miw={160} maw={280}>
          <Text size="sm" lineClamp={2}>
            {r.course.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {r.provider.name}
          </Text>
        </Stack>
      ),
    },
    {
      id: "intake",
      header: c("intake"),
      cell: (r) => <span className={classes.nowrap}>{r.intake ? intakeName({ name: r.intake }) : dash}</span>,
    },
    {
      id: "expected",
      header: c("expected"),
      align: "right",
      cell: (r) => (
        <span className={classes.nowrap}>
          {r.expected_amount ? <Ltr>{formatMoney(r.expected_amount, r.currency)}</Ltr> : dash}
        </span>
      ),
    },
    {
      id: "received",
      header: c("received"),
      align: "right",
      cell: (r) => (
        <span className={classes.nowrap}>
          {r.received_amount ? <Ltr>{formatMoney(r.received_amount, r.currency)}</Ltr> : dash}
        </span>
      ),
    },
    {
      id: "status",
      header: c("status"),
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <CommissionStatusBadge status={r.status} />
          {r.overdue ? <OverdueBadge /> : null}
        </Stack>
      ),
    },
    {
      id: "claimed",
      header: c("claimed"),
      cell: (r) => <span className={classes.nowrap}>{day(r.claimed_at) ?? dash}</span>,
    },
    {
      id: "updated",
      header: c("updated"),
      cell: (r) => (
        <time dateTime={r.updated_at} className={classes.nowrap} title={formatDateTime(r.updated_at)}>
          {day(r.updated_at)}
        </time>
      ),
    },
  ];
  return columns.filter((x): x is DataColumn<CommissionItem> => x !== null);
}

/**
 * A record as a card on a phone (issue 20): the student (opens it) beside the status, provider and course, the
 * amount expected and received in its currency, Overdue or when it was claimed, and the application.
 */
export function paymentCard(t: TFunction, side: Side, open: Open) {
  const c = (key: keyof typeof paymentsStrings.paymentsPage.columns) => t(`paymentsPage.columns.${key}`);
  return (r: CommissionItem) => (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <OpenButton t={t} row={r} open={open} />
        <CommissionStatusBadge status={r.status} />
      </Group>
      {side === "admin" ? (
        <Text size="xs" c="dimmed" truncate>
          {r.partner.name}
        </Text>
      ) : null}
      {/* Course and provider each on a line of its own, isolated: no name broken in two, none reordered (issue 35). */}
      <Stack gap={0}>
        <Text size="sm" fw={500} data-testid="payment-course">
          <bdi>{r.course.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed" data-testid="payment-provider">
          <bdi>{r.provider.name}</bdi>
        </Text>
      </Stack>
      <Group gap="md" align="baseline">
        {r.expected_amount ? (
          <Text size="sm">
            <Text span size="xs" c="dimmed">
              {c("expected")}
            </Text>{" "}
            <Text span fw={700} className={classes.nowrap}>
              <Ltr>{formatMoney(r.expected_amount, r.currency)}</Ltr>
            </Text>
          </Text>
        ) : null}
        {r.received_amount ? (
          <Text size="sm">
            <Text span size="xs" c="dimmed">
              {c("received")}
            </Text>{" "}
            <Text span fw={700} className={classes.nowrap}>
              <Ltr>{formatMoney(r.received_amount, r.currency)}</Ltr>
            </Text>
          </Text>
        ) : null}
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t("paymentsPage.application", { id: r.application_id })}
          {r.intake ? ` · ${intakeName({ name: r.intake })}` : ""}
        </Text>
        {r.overdue ? (
          <OverdueBadge />
        ) : r.claimed_at ? (
          <Text size="xs" c="dimmed">
            {t("paymentsPage.detail.claimedOn", { date: formatDate(r.claimed_at) })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
