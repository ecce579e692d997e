import { Anchor, Stack, Text } from "@mantine/core";
import type { CommissionItem } from "@pp/shared";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { formatDate, formatDateTime } from "../../../lib/format";
import type { Side } from "../api/keys";
import type { paymentsStrings } from "../strings";
import { formatMoney } from "../utils/money";
import { OverdueBadge } from "./overdue-badge";
import classes from "./payments.module.css";
import { CommissionStatusBadge } from "./status-badge";

const day = (iso: string | null) => (iso ? formatDate(iso) : null);

/** The columns of the commission table; the student's name opens the record (the whole row does too). */
export function paymentColumns(
  t: TFunction,
  side: Side,
  open: (row: CommissionItem) => void,
): DataColumn<CommissionItem>[] {
  const c = (key: keyof typeof paymentsStrings.paymentsPage.columns) => t(`paymentsPage.columns.${key}`);
  const dash = t("paymentsPage.notSet");
  const columns: (DataColumn<CommissionItem> | null)[] = [
    {
      id: "student",
      header: c("student"),
      cell: (r) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            className={classes.studentButton}
            onClick={(e) => {
              e.stopPropagation();
              open(r);
            }}
            aria-label={t("paymentsPage.open", { id: r.id, name: r.student.name })}
          >
            {r.student.name}
          </Anchor>
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
      cell: (r) => <span className={classes.nowrap}>{r.intake ?? dash}</span>,
    },
    {
      id: "expected",
      header: c("expected"),
      align: "right",
      cell: (r) => (
        <span className={classes.nowrap}>{r.expected_amount ? formatMoney(r.expected_amount, r.currency) : dash}</span>
      ),
    },
    {
      id: "received",
      header: c("received"),
      align: "right",
      cell: (r) => (
        <span className={classes.nowrap}>{r.received_amount ? formatMoney(r.received_amount, r.currency) : dash}</span>
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
