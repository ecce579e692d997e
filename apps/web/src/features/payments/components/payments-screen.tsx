import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { CommissionItem } from "@pp/shared";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/data-table";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { readParams, useListParams } from "../../../lib/use-list-params";
import { useCommissions } from "../api/get-commissions";
import { useCommissionSummary } from "../api/get-summary";
import type { Side } from "../api/keys";
import { PAYMENT_LIST_DEFAULTS, type PaymentListValues, summaryQuery } from "../utils/list-defaults";
import { CommissionDrawer } from "./commission-drawer";
import classes from "./payments.module.css";
import { paymentCard, paymentColumns } from "./payments-columns";
import { PaymentsFilters } from "./payments-filters";
import { StatusChips } from "./status-chips";
import { SummaryCards } from "./summary-cards";

/**
 * The commission screen of either side: totals per currency, the records per status, the filtered list (all in
 * the URL) and the record drawer (`?commission=ID`, the link notifications carry).
 */
export function PaymentsScreen({ side }: { side: Side }) {
  const { t } = useTranslation();
  const list = useListParams(PAYMENT_LIST_DEFAULTS);
  const [params, setParams] = useSearchParams();
  // The partner's list has no partner filter: a stray `partner=` in its URL is ignored.
  const values = side === "admin" ? list.values : { ...list.values, partner: "" };
  const listQuery = side === "admin" ? list.query : list.query.replace(/(^|&)partner=[^&]*/, "");
  const records = useCommissions(side, listQuery);
  const summary = useCommissionSummary(side, summaryQuery(values));
  // The currencies there are records in, whatever the filters: the currency filter's choices.
  const everything = useCommissionSummary(side, "");
  const currencies = useMemo(() => (everything.data?.currencies ?? []).map((c) => c.currency), [everything.data]);

  const commissionId = Number(params.get("commission")) || null;
  const setCommission = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(window.location.search || current);
          if (id) next.set("commission", String(id));
          else next.delete("commission");
          return next;
        },
        { replace: id === null },
      ),
    [setParams],
  );
  const open = useCallback((r: CommissionItem) => setCommission(r.id), [setCommission]);
  const columns = useMemo(() => paymentColumns(t, side, open), [t, side, open]);
  const card = useMemo(() => paymentCard(t, side, open), [t, side, open]);
  // A debounced search may land after another change: merge what the URL holds now. The open record stays open.
  const setFilters = (patch: Partial<PaymentListValues>) =>
    list.set({ ...readParams(new URLSearchParams(window.location.search), PAYMENT_LIST_DEFAULTS), ...patch });
  const total = records.data?.count ?? 0;
  // On a phone the filters' button counts them; the opened-between range (both ends or neither) is one filter.
  const filters = activeFilterCount({ ...values, created_to: "" }, PAYMENT_LIST_DEFAULTS);
  const filtered =
    side === "admin" ? list.filtered : Object.entries(values).some(([k, v]) => k !== "page_size" && v !== "");

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t(`paymentsPage.titles.${side}`)}</Title>
          <Text c="dimmed" size="sm">
            {t(`paymentsPage.subtitles.${side}`)}
          </Text>
        </div>

        <SummaryCards
          summary={summary.data}
          loading={summary.isFetching}
          error={summary.isError ? errorMessage(summary.error, t("paymentsPage.summary.loadFailed")) : null}
          overdue={values.overdue}
          onOverdue={(overdue) => setFilters({ overdue })}
        />

        <FiltersFold count={filters}>
          <Stack gap="md">
            <StatusChips summary={summary.data} status={values.status} onStatus={(status) => setFilters({ status })} />
            <PaymentsFilters
              side={side}
              values={values}
              currencies={currencies}
              filtered={filtered}
              onChange={setFilters}
              onClear={list.reset}
            />
          </Stack>
        </FiltersFold>

        <Text size="sm" c="dimmed" aria-live="polite" data-testid="payments-count">
          {records.data ? t("paymentsPage.count", { count: total }) : "\u00a0"}
        </Text>

        <Box className={classes.list}>
          <DataTable<CommissionItem>
            label={t("paymentsPage.tableLabel")}
            rows={records.data?.results.data ?? []}
            rowKey={(r) => r.id}
            columns={columns}
            card={card}
            page={list.page}
            pageSize={list.pageSize}
            total={total}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            loading={records.isFetching}
            error={records.isError ? errorMessage(records.error, t("paymentsPage.loadFailed")) : null}
            empty={
              <Text c="dimmed">
                {filtered
                  ? t("paymentsPage.emptyFiltered")
                  : t(side === "admin" ? "paymentsPage.emptyAdmin" : "paymentsPage.empty")}
              </Text>
            }
            onRowClick={open}
          />
        </Box>
      </Stack>
      <CommissionDrawer side={side} id={commissionId} onClose={() => setCommission(null)} />
    </Container>
  );
}
