import "../strings";
import { Button, Container, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { MasterItem } from "@pp/shared";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useMasters } from "../api/get-masters";
import { useSaveMaster } from "../api/save-master";
import { DeleteMasterModal } from "../components/delete-master-modal";
import { masterColumns } from "../components/master-columns";
import { type DrawerState, MasterDrawer } from "../components/master-drawer";
import { notifyError, notifySuccess } from "../components/notify";
import { configForPath } from "../config/resources";
import type { MasterConfig } from "../config/types";

/** /role, /year, /intake, /application, /country, /region, /study-level, /currency-rate: one screen per Masters resource. */
export function MastersPage() {
  const { pathname } = useLocation();
  const config = configForPath(pathname);
  // The routes only point here for the Masters' paths; the key resets the state when the resource changes.
  return config ? <MasterScreen key={config.resource} config={config} /> : null;
}

function MasterScreen({ config }: { config: MasterConfig }) {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25, search: "", is_active: "" });
  const query = useMasters(config.resource, list.query);
  const save = useSaveMaster(config.resource);
  const [drawer, setDrawer] = useState<DrawerState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<MasterItem | null>(null);
  const [search, setSearch] = useState(list.values.search);
  const [debounced] = useDebouncedValue(search, 300);
  const { set: setList, values } = list;
  useEffect(() => {
    if (debounced.trim() !== values.search) setList({ search: debounced.trim() });
  }, [debounced, values.search, setList]);

  const columns = useMemo(
    () =>
      masterColumns(config, t, (item, action) => {
        if (action === "edit") setDrawer({ mode: "edit", item });
        else if (action === "delete") setDeleting(item);
        else
          save.mutate(
            { id: item.id, body: { is_active: action === "activate" }, version: item.updated_at },
            {
              onSuccess: (saved) =>
                notifySuccess(
                  t(action === "activate" ? "mastersPage.notify.activated" : "mastersPage.notify.deactivated", {
                    name: config.nameOf(saved),
                  }),
                ),
              onError: (error) => notifyError(errorMessage(error, t("mastersPage.notify.failed"))),
            },
          );
      }),
    [config, t, save.mutate],
  );

  const onSaved = (item: MasterItem, created: boolean) => {
    setDrawer({ mode: "closed" });
    notifySuccess(
      t(created ? "mastersPage.notify.created" : "mastersPage.notify.updated", { name: config.nameOf(item) }),
    );
  };
  const strings = `mastersPage.resources.${config.resource}` as const;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t(`${strings}.title`)}
            </Title>
            <Text c="dimmed" mt={4}>
              {t(`${strings}.subtitle`)}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDrawer({ mode: "create" })}>
            {t(`${strings}.add`)}
          </Button>
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t("mastersPage.filters.search")}
            placeholder={t(`mastersPage.filters.${config.searchPlaceholder ?? "searchPlaceholder"}`)}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: "1 1 240px", maxWidth: 420 }}
            type="search"
          />
          <SegmentedControl
            aria-label={t("mastersPage.filters.status")}
            value={values.is_active || "all"}
            onChange={(v) => setList({ is_active: v === "all" ? "" : v })}
            data={[
              { value: "all", label: t("mastersPage.filters.all") },
              { value: "true", label: t("mastersPage.filters.active") },
              { value: "false", label: t("mastersPage.filters.inactive") },
            ]}
          />
        </Group>
        <DataTable<MasterItem>
          label={t(`${strings}.tableLabel`)}
          rows={query.data?.results.data ?? []}
          rowKey={(r) => r.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("mastersPage.loadFailed")) : null}
          empty={<Text c="dimmed">{list.filtered ? t("mastersPage.emptyFiltered") : t("mastersPage.empty")}</Text>}
        />
      </Stack>
      <MasterDrawer config={config} state={drawer} onClose={() => setDrawer({ mode: "closed" })} onSaved={onSaved} />
      <DeleteMasterModal config={config} item={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
