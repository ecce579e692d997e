import { Anchor, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { AdminDashboardData } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Ltr } from "../../../components/ltr";
import { formatMoney, formatMonthYear, formatNumber } from "../../../lib/format";
import type { dashboardStrings } from "../strings";
import { adminLinks } from "../utils/admin-links";
import { ChartPanel } from "./chart-panel";
import classes from "./dashboard.module.css";

type Row = { id: string; label: string; value: number; href: string; color?: string };

/** Labelled counts, each row a link to its filtered list. */
function LinkRows({ rows, testid }: { rows: Row[]; testid: string }) {
  return (
    <ul className={classes.rowList} data-testid={testid}>
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={r.href} className={classes.rowLink} data-row={r.id}>
            <Text size="sm" className={classes.figureLabel}>
              {r.label}
            </Text>
            <Badge
              variant={r.color && r.value > 0 ? "filled" : "light"}
              color={r.color && r.value > 0 ? r.color : "gray"}
              size="lg"
              radius="sm"
              style={{ flexShrink: 0 }}
            >
              {formatNumber(r.value)}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PartnersPanel({ partners }: { partners: AdminDashboardData["partners"] }) {
  const { t } = useTranslation();
  const p = (key: keyof typeof partners) => t(`salesDashboard.admin.partners.${key}`);
  const rows: Row[] = (["pending", "active", "suspended", "rejected"] as const).map((s) => ({
    id: s,
    label: p(s),
    value: partners[s],
    href: adminLinks.partners(s),
    color: s === "pending" ? "orange" : undefined,
  }));
  return (
    <ChartPanel title={t("salesDashboard.admin.partners.title")} hint={t("salesDashboard.admin.partners.hint")}>
      <LinkRows rows={rows} testid="admin-partners" />
    </ChartPanel>
  );
}

export function TicketsPanel({ tickets }: { tickets: AdminDashboardData["tickets"] }) {
  const { t } = useTranslation();
  const k = (key: keyof typeof dashboardStrings.salesDashboard.admin.tickets) =>
    t(`salesDashboard.admin.tickets.${key}`);
  const rows: Row[] = [
    { id: "open", label: k("open"), value: tickets.open, href: adminLinks.tickets("open") },
    { id: "in_progress", label: k("inProgress"), value: tickets.in_progress, href: adminLinks.tickets("in_progress") },
    {
      id: "awaiting_partner",
      label: k("awaitingPartner"),
      value: tickets.awaiting_partner,
      href: adminLinks.tickets("awaiting_partner"),
    },
    { id: "breached", label: k("breached"), value: tickets.breached, href: adminLinks.ticketsBreached(), color: "red" },
  ];
  return (
    <ChartPanel title={k("title")} hint={k("hint")}>
      <LinkRows rows={rows} testid="admin-tickets" />
    </ChartPanel>
  );
}

const monthLabel = (m: AdminDashboardData["this_month"]) => {
  const [year, month] = m.month.split("-").map(Number);
  return year && month ? formatMonthYear({ year, month }) : m.month;
};

/** Students and applications created this month and last, each count a link to the list of that month. */
export function MonthsPanel({ data }: { data: AdminDashboardData }) {
  const { t } = useTranslation();
  const months = [data.this_month, data.last_month];
  const rows = [
    { id: "students", label: t("salesDashboard.admin.months.students"), link: adminLinks.students },
    { id: "applications", label: t("salesDashboard.admin.months.applications"), link: adminLinks.applicationsCreated },
  ] as const;
  return (
    <ChartPanel title={t("salesDashboard.admin.months.title")} hint={t("salesDashboard.admin.months.hint")}>
      <Table verticalSpacing="xs" data-testid="admin-months">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("salesDashboard.admin.months.what")}</Table.Th>
            {months.map((m) => (
              <Table.Th key={m.month} ta="end">
                {monthLabel(m)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.label}</Table.Td>
              {months.map((m) => (
                <Table.Td key={m.month} ta="end">
                  <Anchor
                    className={classes.link}
                    component={Link}
                    to={r.link(m)}
                    fw={700}
                    data-testid={`admin-month-${r.id}-${m.month}`}
                  >
                    {formatNumber(m[r.id])}
                  </Anchor>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ChartPanel>
  );
}

/** Expected, received and overdue commission per currency; each amount links to the records it sums. */
export function CommissionPanel({ commission }: { commission: AdminDashboardData["commission"] }) {
  const { t } = useTranslation();
  const k = (key: keyof typeof dashboardStrings.salesDashboard.admin.commission, value?: number) =>
    value === undefined
      ? t(`salesDashboard.admin.commission.${key}`)
      : t(`salesDashboard.admin.commission.${key}`, { value: formatNumber(value) });
  return (
    <ChartPanel title={k("title")} hint={k("hint")}>
      {commission.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {k("none")}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="admin-commission">
          {commission.map((c) => {
            const cells = [
              { id: "expected", label: k("expected"), amount: c.expected, sub: k("records", c.records) },
              { id: "received", label: k("received"), amount: c.received, sub: k("paid", c.paid) },
              { id: "overdue", label: k("overdue"), amount: c.overdue_amount, sub: k("overdueClaims", c.overdue) },
            ];
            const href = {
              expected: adminLinks.commission(c.currency),
              received: adminLinks.commissionPaid(c.currency),
              overdue: adminLinks.commissionOverdue(c.currency),
            } as Record<string, string>;
            return (
              <Paper key={c.currency} withBorder radius="md" p="sm" data-currency={c.currency}>
                <Title order={3} fz="sm" mb={6}>
                  {c.currency}
                </Title>
                <SimpleGrid cols={{ base: 1, lg: 3 }} spacing={4}>
                  {cells.map((cell) => (
                    <Link
                      key={cell.id}
                      to={href[cell.id]!}
                      className={classes.rowLink}
                      style={{ flexWrap: "wrap", alignItems: "flex-start" }}
                    >
                      <div>
                        <Text size="xs" c="dimmed">
                          {cell.label}
                        </Text>
                        <Text size="xs" c="dimmed" data-testid={`admin-commission-${c.currency}-${cell.id}`}>
                          {cell.sub}
                        </Text>
                      </div>
                      <Text
                        fw={700}
                        size="sm"
                        ta="end"
                        className={cell.id === "overdue" && c.overdue > 0 ? classes.alertText : undefined}
                        style={{ overflowWrap: "anywhere" }}
                      >
                        <Ltr>{formatMoney(cell.amount, c.currency)}</Ltr>
                      </Text>
                    </Link>
                  ))}
                </SimpleGrid>
              </Paper>
            );
          })}
        </Stack>
      )}
    </ChartPanel>
  );
}
