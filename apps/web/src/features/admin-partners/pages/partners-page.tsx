import "../strings";
import { Container, Group, ScrollArea, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AdminPartnerItem } from "@pp/shared";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useListParams } from "../../../lib/use-list-params";
import { useRefNames } from "../../lookups/use-ref-names";
import { useAdminPartners, usePendingPartnerCount } from "../api/get-partners";
import { partnerColumns } from "../components/partner-columns";

const TABS = ["pending", "active", "suspended", "rejected", "all"] as const;

/** /admin/partners: the agencies by status, pending sign-ups first. */
export function AdminPartnersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams({ page_size: 25, status: "pending", search: "" });
  const { set: setList, values } = list;
  const apiQuery = list.query.replace(/(^|&)status=all(&|$)/, "$1").replace(/&$/, "");
  const query = useAdminPartners(apiQuery);
  const pending = usePendingPartnerCount();
  const [search, setSearch] = useState(values.search);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced.trim() !== values.search) setList({ search: debounced.trim() });
  }, [debounced, values.search, setList]);
  const names = useRefNames();
  const columns = useMemo(() => partnerColumns(t, names), [t, names]);

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("adminPartnersPage.title")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("adminPartnersPage.subtitle")}
          </Text>
        </div>
        <ScrollArea type="auto" scrollbars="x">
          <SegmentedControl
            aria-label={t("adminPartnersPage.statusFilter")}
            value={values.status}
            onChange={(v) => setList({ status: v })}
            data={TABS.map((s) => ({
              value: s,
              label:
                s === "pending" && pending.data
                  ? t("adminPartnersPage.tabs.pendingCount", { count: pending.data })
                  : t(`adminPartnersPage.tabs.${s}`),
            }))}
          />
        </ScrollArea>
        <Group>
          <TextInput
            label={t("adminPartnersPage.search")}
            placeholder={t("adminPartnersPage.searchPlaceholder")}
            leftSection={<IconSearch size={16} />}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: "1 1 240px", maxWidth: 420 }}
          />
        </Group>
        <DataTable<AdminPartnerItem>
          label={t("adminPartnersPage.tableLabel")}
          rows={query.data?.results.data ?? []}
          rowKey={(r) => r.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("adminPartnersPage.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {values.search ? t("adminPartnersPage.emptyFiltered") : t("adminPartnersPage.empty")}
            </Text>
          }
          onRowClick={(row) => navigate(paths.admin.partner.href(row.id))}
        />
      </Stack>
    </Container>
  );
}
