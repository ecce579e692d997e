import "../strings";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DataTable } from "../../../components/data-table";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useTickets } from "../api/get-tickets";
import { StatusTabs } from "../components/status-tabs";
import { ticketCard, ticketColumns } from "../components/ticket-columns";
import { TicketDrawer } from "../components/ticket-drawer";
import { TicketFilters } from "../components/ticket-filters";
import { searchWithTicket, useTicketParam } from "../components/use-ticket-param";
import { ADMIN_LIST_DEFAULTS } from "../utils/list-defaults";

/** /admin/tickets: every partner's tickets (the support queue); `?ticket=ID` opens one. */
export function AdminTicketsPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const list = useListParams(ADMIN_LIST_DEFAULTS);
  const tickets = useTickets("admin", list.query);
  const ticket = useTicketParam();
  const options = useMemo(
    () => ({
      side: "admin" as const,
      hrefFor: (id: number) => `${pathname}${searchWithTicket(search, id)}`,
      onOpen: ticket.open,
    }),
    [pathname, search, ticket.open],
  );
  const columns = useMemo(() => ticketColumns(t, options), [t, options]);
  const card = useMemo(() => ticketCard(t, options), [t, options]);
  // The status has its own tabs above the fold: the button counts the other filters.
  const filters = activeFilterCount({ ...list.values, status: "" }, ADMIN_LIST_DEFAULTS);

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t("ticketsPage.titles.admin")}</Title>
          <Text c="dimmed">{t("ticketsPage.subtitles.admin")}</Text>
        </Stack>

        <StatusTabs
          value={list.values.status}
          counts={tickets.data?.results.counts}
          onChange={(status) => list.set({ status })}
        />
        <FiltersFold count={filters}>
          <TicketFilters admin values={list.values} filtered={list.filtered} onChange={list.set} onClear={list.reset} />
        </FiltersFold>

        <DataTable
          label={t("ticketsPage.adminTableLabel")}
          rows={tickets.data?.results.data ?? []}
          rowKey={(r) => r.id}
          columns={columns}
          card={card}
          page={list.page}
          pageSize={list.pageSize}
          total={tickets.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={tickets.isFetching}
          error={tickets.isError ? errorMessage(tickets.error, t("ticketsPage.loadFailed")) : null}
          empty={<Text c="dimmed">{list.filtered ? t("ticketsPage.emptyFiltered") : t("ticketsPage.adminEmpty")}</Text>}
          onRowClick={(row) => ticket.open(row.id)}
        />
      </Stack>
      <TicketDrawer side="admin" />
    </Container>
  );
}
