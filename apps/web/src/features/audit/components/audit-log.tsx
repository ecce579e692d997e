import { Paper, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { readParams, useListParams } from "../../../lib/use-list-params";
import { type AuditItem, useAdminAudit, usePartnerAudit } from "../api/get-audit";
import { AUDIT_DEFAULTS, type AuditValues } from "../utils/audit-filters";
import { auditCard, auditColumns } from "./audit-columns";
import { AuditDrawer } from "./audit-drawer";
import { AuditFilters } from "./audit-filters";

type Props = {
  /** `admin`: the whole log with a partner column and filter; `partner`: the caller's own entries. */
  scope: "admin" | "partner";
  label: string;
  loadFailed: string;
  empty: string;
  emptyFiltered: string;
};

/** Filters, count, the entries table (paged, state in the URL) and a drawer with one entry's before/after. */
export function AuditLog({ scope, label, loadFailed, empty, emptyFiltered }: Props) {
  const { t, i18n } = useTranslation();
  const withPartner = scope === "admin";
  const list = useListParams(AUDIT_DEFAULTS);
  const admin = useAdminAudit(list.query, withPartner);
  const partner = usePartnerAudit(list.query.replace(/(^|&)partner=[^&]*/, ""), !withPartner);
  const query = withPartner ? admin : partner;
  const [open, setOpen] = useState<AuditItem | null>(null);
  const columns = useMemo(() => auditColumns(t, i18n, { withPartner, onOpen: setOpen }), [t, i18n, withPartner]);
  const card = useMemo(() => auditCard(t, i18n, { withPartner, onOpen: setOpen }), [t, i18n, withPartner]);
  const total = query.data?.count ?? 0;
  // A debounced filter may fire before the render that saw the last URL change: merge what the URL holds now.
  const setFilters = (patch: Partial<AuditValues>) =>
    list.set({ ...readParams(new URLSearchParams(window.location.search), AUDIT_DEFAULTS), ...patch });

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <AuditFilters
          values={list.values}
          set={setFilters}
          reset={list.reset}
          filtered={list.filtered}
          withPartner={withPartner}
        />
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="audit-count">
        {query.data ? t("auditPage.count", { count: total }) : "\u00a0"}
      </Text>
      <DataTable<AuditItem>
        label={label}
        rows={query.data?.results.data ?? []}
        rowKey={(e) => e.id}
        columns={columns}
        page={list.page}
        pageSize={list.pageSize}
        total={total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={query.isFetching}
        error={query.isError ? errorMessage(query.error, loadFailed) : null}
        empty={<Text c="dimmed">{list.filtered ? emptyFiltered : empty}</Text>}
        onRowClick={setOpen}
        card={card}
      />
      <AuditDrawer entry={open} withPartner={withPartner} onClose={() => setOpen(null)} />
    </Stack>
  );
}
