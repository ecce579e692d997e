import "../strings";
import { Button, Container, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { UPDATE_CATEGORIES, type UpdateItem } from "@pp/shared";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useAdminUpdates } from "../api/get-admin-updates";
import { useAudienceOptions } from "../api/get-audience-options";
import { DeleteUpdateModal } from "../components/delete-update-modal";
import { type UpdateRowAction, updateColumns } from "../components/update-columns";
import { UpdateDrawer, type UpdateDrawerState } from "../components/update-drawer";

/** /admin/updates: every update (scheduled ones too), with the publish drawer and delete. */
export function AdminUpdatesPage() {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25, category: "", search: "" });
  const updates = useAdminUpdates(list.query);
  const countries = useAudienceOptions("countries");
  const regions = useAudienceOptions("regions");
  const [drawer, setDrawer] = useState<UpdateDrawerState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<UpdateItem | null>(null);

  const [search, setSearch] = useState(list.values.search);
  const [debounced] = useDebouncedValue(search, 300);
  const latest = useRef(list);
  latest.current = list;
  useEffect(() => {
    const { values, set } = latest.current;
    if (debounced.trim() !== values.search) set({ search: debounced.trim() });
  }, [debounced]);

  const names = useMemo(
    () => ({
      countries: new Map((countries.data ?? []).map((c) => [c.id, c.name])),
      regions: new Map((regions.data ?? []).map((r) => [r.id, r.name])),
    }),
    [countries.data, regions.data],
  );
  const columns = useMemo(
    () =>
      updateColumns(t, names, (action: UpdateRowAction, u: UpdateItem) =>
        action === "edit" ? setDrawer({ mode: "edit", item: u }) : setDeleting(u),
      ),
    [t, names],
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: "1 1 20rem" }}>
            <Title order={1}>{t("updatesPage.titles.admin")}</Title>
            <Text c="dimmed">{t("updatesPage.subtitles.admin")}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDrawer({ mode: "create" })}>
            {t("updatesPage.admin.add")}
          </Button>
        </Group>

        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("updatesPage.filters.label")}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t("updatesPage.admin.search")}
              placeholder={t("updatesPage.admin.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: "1 1 240px", maxWidth: 420 }}
            />
            <Select
              label={t("updatesPage.admin.category")}
              placeholder={t("updatesPage.admin.anyCategory")}
              clearable
              data={UPDATE_CATEGORIES.map((c) => ({ value: c, label: t(`updatesPage.categories.${c}`) }))}
              value={list.values.category || null}
              onChange={(v) => list.set({ category: v ?? "" })}
              w={{ base: "100%", xs: 220 }}
            />
          </Group>
        </Paper>

        <DataTable<UpdateItem>
          label={t("updatesPage.admin.tableLabel")}
          rows={updates.data?.results.data ?? []}
          rowKey={(u) => u.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={updates.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={updates.isFetching}
          error={updates.isError ? errorMessage(updates.error, t("updatesPage.admin.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {list.filtered ? t("updatesPage.admin.emptyFiltered") : t("updatesPage.admin.empty")}
            </Text>
          }
        />
      </Stack>
      <UpdateDrawer state={drawer} onClose={() => setDrawer({ mode: "closed" })} />
      <DeleteUpdateModal item={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
