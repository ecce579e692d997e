import { CreatedRange } from "../../../components/created-range";
import "@mantine/dates/styles.css";
import "../strings";
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import type { AdminStudentItem } from "@pp/shared";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { formatNumber } from "../../../lib/format";
import { readParams, useListParams } from "../../../lib/use-list-params";
import { PartnerSelect } from "../../admin-partners/components/partner-select";
import { useRefNames } from "../../lookups/use-ref-names";
import { useAdminStudents } from "../api/get-students";
import { studentColumns } from "../components/student-columns";

const DEFAULTS = { page_size: 25, search: "", partner: "", created_from: "", created_to: "" };
type Values = typeof DEFAULTS;

/** /admin/students: every partner's students (read only), filtered by search, partner and creation dates in the URL. */
export function AdminStudentsPage() {
  const { t } = useTranslation();
  const list = useListParams(DEFAULTS);
  const query = useAdminStudents(list.query);
  const names = useRefNames();
  const columns = useMemo(() => studentColumns(t, names), [t, names]);
  const total = query.data?.count ?? 0;
  // A debounced search may land after another filter changed: merge what the URL holds now.
  const set = (patch: Partial<Values>) =>
    list.set({ ...readParams(new URLSearchParams(window.location.search), DEFAULTS), ...patch });

  const [search, setSearch] = useState(list.values.search);
  const debounced = useDebouncedCallback((v: string) => set({ search: v.trim() }), 350);
  useEffect(
    () => setSearch((typed) => (typed.trim() === list.values.search ? typed : list.values.search)),
    [list.values.search],
  );

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("adminStudentsPage.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("adminStudentsPage.subtitle")}
          </Text>
        </div>
        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("adminStudentsPage.filtersLabel")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t("adminStudentsPage.search")}
              placeholder={t("adminStudentsPage.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                debounced(e.currentTarget.value);
              }}
            />
            <PartnerSelect value={list.values.partner} onChange={(partner) => set({ partner })} />
            <CreatedRange
              from={list.values.created_from}
              to={list.values.created_to}
              onChange={(created_from, created_to) => set({ created_from, created_to })}
              label={t("adminStudentsPage.created")}
              placeholder={t("adminStudentsPage.createdPlaceholder")}
              clearLabel={t("adminStudentsPage.clearDates")}
            />
          </SimpleGrid>
          {list.filtered && (
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={() => {
                  setSearch("");
                  debounced.cancel?.();
                  list.reset();
                }}
              >
                {t("adminStudentsPage.clear")}
              </Button>
            </Group>
          )}
        </Paper>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="admin-students-count">
          {query.data ? t("adminStudentsPage.count", { formatted: formatNumber(total) }) : "\u00a0"}
        </Text>
        <DataTable<AdminStudentItem>
          label={t("adminStudentsPage.tableLabel")}
          rows={query.data?.results.data ?? []}
          rowKey={(s) => s.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("adminStudentsPage.loadFailed")) : null}
          empty={<Text c="dimmed">{t(list.filtered ? "adminStudentsPage.empty" : "adminStudentsPage.emptyNone")}</Text>}
        />
      </Stack>
    </Container>
  );
}
