import "../strings";
import { Button, Container, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { PROVIDER_TYPES } from "@pp/shared";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useRefNames } from "../../lookups/use-ref-names";
import type { AdminProvider } from "../api/keys";
import { useAdminProviders, useSaveProvider } from "../api/providers";
import { CatalogueDrawer, type DrawerState } from "../components/catalogue-drawer";
import { CountrySelect } from "../components/country-select";
import { notifySuccess } from "../components/notify";
import { PageHeader } from "../components/page-header";
import { providerColumns } from "../components/provider-columns";
import { ProviderForm } from "../components/provider-form";
import { SearchInput } from "../components/search-input";
import { StatusFilter } from "../components/status-filter";
import { StatusModal } from "../components/status-modal";

/** /admin/providers: every provider, active or not; add, edit, deactivate and activate them. */
export function AdminProvidersPage() {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25, search: "", country: "", type: "", is_active: "" });
  const { values, set } = list;
  const query = useAdminProviders(list.query);
  const [drawer, setDrawer] = useState<DrawerState<AdminProvider>>({ mode: "closed" });
  const [toggling, setToggling] = useState<AdminProvider | null>(null);
  const toggle = useSaveProvider();

  const names = useRefNames();
  const columns = useMemo(
    () =>
      providerColumns(t, names, (provider, action) => {
        if (action === "edit") setDrawer({ mode: "edit", item: provider });
        else {
          toggle.reset();
          setToggling(provider);
        }
      }),
    [t, names, toggle.reset],
  );

  const onSaved = (provider: AdminProvider, created: boolean) => {
    setDrawer({ mode: "closed" });
    notifySuccess(
      t(created ? "adminCataloguePage.providers.created" : "adminCataloguePage.providers.saved", {
        name: provider.name,
      }),
    );
  };

  const confirmToggle = () => {
    if (!toggling) return;
    const activate = !toggling.is_active;
    toggle.mutate(
      { id: toggling.id, body: { is_active: activate } },
      {
        onSuccess: (saved) => {
          setToggling(null);
          notifySuccess(
            t(activate ? "adminCataloguePage.providers.activated" : "adminCataloguePage.providers.deactivated", {
              name: saved.name,
            }),
          );
        },
      },
    );
  };
  const deactivating = toggling?.is_active ?? true;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <PageHeader
          title={t("adminCataloguePage.providers.title")}
          subtitle={t("adminCataloguePage.providers.subtitle")}
          actions={
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDrawer({ mode: "create" })}>
              {t("adminCataloguePage.providers.add")}
            </Button>
          }
        />
        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("adminCataloguePage.filters.label")}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" style={{ alignItems: "end" }}>
            <SearchInput
              label={t("adminCataloguePage.filters.search")}
              placeholder={t("adminCataloguePage.providers.searchPlaceholder")}
              value={values.search}
              onChange={(search) => set({ search })}
            />
            <CountrySelect
              label={t("adminCataloguePage.filters.country")}
              placeholder={t("adminCataloguePage.filters.any")}
              clearable
              value={values.country || null}
              onChange={(v) => set({ country: v ?? "" })}
            />
            <Select
              label={t("adminCataloguePage.filters.type")}
              placeholder={t("adminCataloguePage.filters.any")}
              clearable
              data={PROVIDER_TYPES.map((v) => ({ value: v, label: t(`adminCataloguePage.providerTypes.${v}`) }))}
              value={values.type || null}
              onChange={(v) => set({ type: v ?? "" })}
            />
            <StatusFilter value={values.is_active} onChange={(is_active) => set({ is_active })} />
          </SimpleGrid>
        </Paper>
        <DataTable<AdminProvider>
          label={t("adminCataloguePage.providers.tableLabel")}
          rows={query.data?.results.data ?? []}
          rowKey={(r) => r.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("adminCataloguePage.providers.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {list.filtered
                ? t("adminCataloguePage.providers.emptyFiltered")
                : t("adminCataloguePage.providers.empty")}
            </Text>
          }
        />
      </Stack>
      <CatalogueDrawer
        opened={drawer.mode !== "closed"}
        onClose={() => setDrawer({ mode: "closed" })}
        title={
          drawer.mode === "edit"
            ? t("adminCataloguePage.providers.editTitle", { name: drawer.item.name })
            : t("adminCataloguePage.providers.addTitle")
        }
      >
        <ProviderForm
          key={drawer.mode === "edit" ? drawer.item.id : "new"}
          item={drawer.mode === "edit" ? drawer.item : undefined}
          onSaved={onSaved}
          onCancel={() => setDrawer({ mode: "closed" })}
        />
      </CatalogueDrawer>
      <StatusModal
        opened={toggling !== null}
        title={t(
          deactivating ? "adminCataloguePage.providers.deactivateTitle" : "adminCataloguePage.providers.activateTitle",
          { name: toggling?.name ?? "" },
        )}
        body={t(
          deactivating ? "adminCataloguePage.providers.deactivateBody" : "adminCataloguePage.providers.activateBody",
        )}
        confirmLabel={t(deactivating ? "adminCataloguePage.actions.deactivate" : "adminCataloguePage.actions.activate")}
        cancelLabel={t("adminCataloguePage.form.cancel")}
        destructive={deactivating}
        loading={toggle.isPending}
        error={toggle.isError ? errorMessage(toggle.error, t("adminCataloguePage.actions.failed")) : null}
        onConfirm={confirmToggle}
        onClose={() => setToggling(null)}
      />
    </Container>
  );
}
