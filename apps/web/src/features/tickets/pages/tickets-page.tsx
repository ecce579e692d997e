import "../strings";
import { Button, Container, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DataTable } from "../../../components/data-table";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useTickets } from "../api/get-tickets";
import { RaiseTicketForm } from "../components/raise-ticket-form";
import { StatusTabs } from "../components/status-tabs";
import { ticketCard, ticketColumns } from "../components/ticket-columns";
import { TicketDrawer } from "../components/ticket-drawer";
import { TicketFilters } from "../components/ticket-filters";
import { searchWithTicket, useTicketParam } from "../components/use-ticket-param";
import { PARTNER_LIST_DEFAULTS } from "../utils/list-defaults";

/** /partner/tickets/list/ (Click & Resolve): the partner's tickets by status, with SLA; `?ticket=ID` opens one. */
export function TicketsPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const { pathname, search } = useLocation();
  const list = useListParams(PARTNER_LIST_DEFAULTS);
  const tickets = useTickets("partner", list.query);
  const ticket = useTicketParam();
  const [raising, raise] = useDisclosure(false);
  const options = useMemo(
    () => ({
      side: "partner" as const,
      hrefFor: (id: number) => `${pathname}${searchWithTicket(search, id)}`,
      onOpen: ticket.open,
    }),
    [pathname, search, ticket.open],
  );
  const columns = useMemo(() => ticketColumns(t, options), [t, options]);
  const card = useMemo(() => ticketCard(t, options), [t, options]);
  // The status has its own tabs above the fold: the button counts the other filters.
  const filters = activeFilterCount({ ...list.values, status: "" }, PARTNER_LIST_DEFAULTS);

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: "1 1 20rem" }}>
            <Title order={1}>{t("ticketsPage.titles.partner")}</Title>
            <Text c="dimmed">{t("ticketsPage.subtitles.partner")}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={raise.open}>
            {t("ticketsPage.raise")}
          </Button>
        </Group>

        <StatusTabs
          value={list.values.status}
          counts={tickets.data?.results.counts}
          onChange={(status) => list.set({ status })}
        />
        <FiltersFold count={filters}>
          <TicketFilters values={list.values} filtered={list.filtered} onChange={list.set} onClear={list.reset} />
        </FiltersFold>

        <DataTable
          label={t("ticketsPage.tableLabel")}
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
          empty={<Text c="dimmed">{list.filtered ? t("ticketsPage.emptyFiltered") : t("ticketsPage.empty")}</Text>}
          onRowClick={(row) => ticket.open(row.id)}
        />
      </Stack>

      <Drawer
        opened={raising}
        onClose={raise.close}
        position="right"
        size={phone ? "100%" : "lg"}
        title={t("ticketsPage.form.title")}
        closeButtonProps={{ "aria-label": t("ticketsPage.form.close") }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
      >
        {raising ? (
          <RaiseTicketForm
            onCancel={raise.close}
            onCreated={(id) => {
              raise.close();
              ticket.open(id);
            }}
          />
        ) : null}
      </Drawer>
      <TicketDrawer side="partner" />
    </Container>
  );
}
