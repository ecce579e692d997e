import "../strings";
import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { BankDocumentItem } from "@pp/shared";
import { IconFilterOff, IconFolderOpen, IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { useListParams } from "../../../lib/use-list-params";
import { useDownloadDocument } from "../api/download-document";
import { useBankDocuments } from "../api/get-documents";
import { CategoryChips } from "../components/category-chips";
import { CountrySelect } from "../components/country-select";
import { DocumentCard } from "../components/document-card";
import { notify } from "../components/notify";
import { ProviderSelect } from "../components/provider-select";

const DEFAULTS = { page_size: 12, category: "", search: "", provider: "", country: "" };

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Paper key={i} withBorder radius="lg" p="lg">
          <Group wrap="nowrap" mb="md">
            <Skeleton height={44} width={44} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="70%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          </Group>
          <Skeleton height={10} mb={6} />
          <Skeleton height={10} width="85%" mb="lg" />
          <Skeleton height={30} width="35%" ml="auto" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /partner/documents: the Documents Bank: browse by category, search, filter by provider or country, download. */
export function DocumentsBankPage() {
  const { t } = useTranslation();
  const list = useListParams(DEFAULTS);
  const docs = useBankDocuments("partner", list.query);
  const download = useDownloadDocument("partner");
  // The provider list is part of the course catalogue: offered to those who may browse it.
  const canSeeProviders = useSession((s) => s.permissions.includes("courses.view"));
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const [search, setSearch] = useState(list.values.search);
  const [debounced] = useDebouncedValue(search, 300);
  const latest = useRef(list);
  latest.current = list;
  useEffect(() => {
    const { values, set } = latest.current;
    if (debounced.trim() !== values.search) set({ search: debounced.trim() });
  }, [debounced]);
  useEffect(() => {
    setSearch((typed) => (typed.trim() === list.values.search ? typed : list.values.search));
  }, [list.values.search]);

  const items = docs.data?.results.data ?? [];
  const total = docs.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const first = total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(total, list.page * list.pageSize);
  const providerName = list.values.provider
    ? (items.find((d) => String(d.provider?.id) === list.values.provider)?.provider?.name ?? null)
    : null;

  const onDownload = (doc: BankDocumentItem) => {
    setDownloadingId(doc.id);
    download.mutate(doc, {
      onSuccess: (name) => notify(t("documentsBankPage.card.downloaded", { name })),
      onError: (error) => notify(errorMessage(error, t("documentsBankPage.card.downloadFailed")), "red"),
      onSettled: () => setDownloadingId(null),
    });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t("documentsBankPage.titles.partner")}</Title>
          <Text c="dimmed">{t("documentsBankPage.subtitles.partner")}</Text>
        </Stack>

        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("documentsBankPage.filters.label")}>
          <Stack gap="md">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t("documentsBankPage.filters.search")}
                placeholder={t("documentsBankPage.filters.searchPlaceholder")}
                leftSection={<IconSearch size={16} aria-hidden />}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                style={{ flex: "2 1 240px" }}
              />
              {canSeeProviders ? (
                <ProviderSelect
                  side="partner"
                  label={t("documentsBankPage.filters.provider")}
                  placeholder={t("documentsBankPage.filters.anyProvider")}
                  value={list.values.provider || null}
                  knownName={providerName}
                  onChange={(v) => list.set({ provider: v ?? "" })}
                  style={{ flex: "1 1 200px" }}
                />
              ) : null}
              <CountrySelect
                label={t("documentsBankPage.filters.country")}
                placeholder={t("documentsBankPage.filters.anyCountry")}
                value={list.values.country || null}
                onChange={(v) => list.set({ country: v ?? "" })}
                style={{ flex: "1 1 200px" }}
              />
              <Button
                variant="subtle"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={() => {
                  setSearch("");
                  list.reset();
                }}
                disabled={!list.filtered && !search}
              >
                {t("documentsBankPage.filters.clear")}
              </Button>
            </Group>
            <CategoryChips
              value={list.values.category}
              onChange={(c) => list.set({ category: c })}
              counts={docs.data?.results.categories}
            />
          </Stack>
        </Paper>

        {docs.isError ? (
          <Alert color="red" variant="outline" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(docs.error, t("documentsBankPage.list.loadFailed"))}</Text>
              <Button size="xs" variant="default" onClick={() => void docs.refetch()}>
                {t("documentsBankPage.list.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : docs.isPending ? (
          <CardsSkeleton />
        ) : items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <IconFolderOpen size={36} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" ta="center">
                {list.filtered ? t("documentsBankPage.list.emptyFiltered") : t("documentsBankPage.list.empty")}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="section"
            aria-label={t("documentsBankPage.card.listLabel")}
            aria-busy={docs.isFetching || undefined}
            data-testid="documents-grid"
          >
            {items.map((doc) => (
              <DocumentCard key={doc.id} doc={doc} onDownload={onDownload} downloading={downloadingId === doc.id} />
            ))}
          </SimpleGrid>
        )}

        {total > 0 ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("documentsBankPage.list.range", { first, last, total })}
            </Text>
            {pages > 1 ? (
              <Pagination
                size="sm"
                total={pages}
                value={Math.min(list.page, pages)}
                onChange={list.setPage}
                getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
                getItemProps={(page) => ({ "aria-label": t("table.page", { page }) })}
              />
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
