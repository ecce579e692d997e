import "../strings";
import { Button, Container, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { BANK_CATEGORIES, type BankDocumentItem } from "@pp/shared";
import { IconSearch, IconUpload } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useDownloadDocument } from "../api/download-document";
import { useBankDocuments } from "../api/get-documents";
import { useUpdateDocument } from "../api/save-document";
import { categoryName } from "../components/category-label";
import { DeactivateModal } from "../components/deactivate-modal";
import { type DocumentRowAction, documentColumns } from "../components/document-columns";
import { DocumentDrawer, type DocumentDrawerState } from "../components/document-drawer";
import { NewVersionModal } from "../components/new-version-modal";
import { notify } from "../components/notify";

/** /admin/documents: every bank document (inactive ones too): upload, edit, new versions, (de)activate. */
export function AdminDocumentsPage() {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25, category: "", search: "" });
  const docs = useBankDocuments("admin", list.query);
  const update = useUpdateDocument();
  const download = useDownloadDocument("admin");
  const [drawer, setDrawer] = useState<DocumentDrawerState>({ mode: "closed" });
  const [versioning, setVersioning] = useState<BankDocumentItem | null>(null);
  const [deactivating, setDeactivating] = useState<BankDocumentItem | null>(null);

  const [search, setSearch] = useState(list.values.search);
  const [debounced] = useDebouncedValue(search, 300);
  const latest = useRef(list);
  latest.current = list;
  useEffect(() => {
    const { values, set } = latest.current;
    if (debounced.trim() !== values.search) set({ search: debounced.trim() });
  }, [debounced]);

  const columns = useMemo(() => {
    const fail = (error: unknown, fallback: string) => notify(errorMessage(error, fallback), "red");
    const onAction = (action: DocumentRowAction, doc: BankDocumentItem) => {
      if (action === "edit") setDrawer({ mode: "edit", doc });
      else if (action === "version") setVersioning(doc);
      else if (action === "deactivate") setDeactivating(doc);
      else if (action === "download")
        download.mutate(doc, { onError: (e) => fail(e, t("documentsBankPage.card.downloadFailed")) });
      else
        update.mutate(
          { id: doc.id, patch: { is_active: true } },
          {
            onSuccess: () => notify(t("documentsBankPage.admin.activated", { title: doc.title })),
            onError: (e) => fail(e, t("documentsBankPage.admin.toggleFailed")),
          },
        );
    };
    return documentColumns(t, onAction);
  }, [t, download.mutate, update.mutate]);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: "1 1 20rem" }}>
            <Title order={1}>{t("documentsBankPage.titles.admin")}</Title>
            <Text c="dimmed">{t("documentsBankPage.subtitles.admin")}</Text>
          </Stack>
          <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setDrawer({ mode: "create" })}>
            {t("documentsBankPage.admin.add")}
          </Button>
        </Group>

        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("documentsBankPage.filters.label")}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t("documentsBankPage.admin.search")}
              placeholder={t("documentsBankPage.admin.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: "1 1 240px", maxWidth: 420 }}
            />
            <Select
              label={t("documentsBankPage.admin.category")}
              placeholder={t("documentsBankPage.admin.anyCategory")}
              clearable
              data={BANK_CATEGORIES.map((c) => ({
                value: c,
                label: `${categoryName(t, c)} (${docs.data?.results.categories[c] ?? 0})`,
              }))}
              value={list.values.category || null}
              onChange={(v) => list.set({ category: v ?? "" })}
              w={{ base: "100%", xs: 220 }}
            />
          </Group>
        </Paper>

        <DataTable<BankDocumentItem>
          label={t("documentsBankPage.admin.tableLabel")}
          rows={docs.data?.results.data ?? []}
          rowKey={(d) => d.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={docs.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={docs.isFetching}
          error={docs.isError ? errorMessage(docs.error, t("documentsBankPage.admin.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {list.filtered ? t("documentsBankPage.admin.emptyFiltered") : t("documentsBankPage.admin.empty")}
            </Text>
          }
        />
      </Stack>
      <DocumentDrawer state={drawer} onClose={() => setDrawer({ mode: "closed" })} />
      <NewVersionModal doc={versioning} onClose={() => setVersioning(null)} />
      <DeactivateModal doc={deactivating} onClose={() => setDeactivating(null)} />
    </Container>
  );
}
