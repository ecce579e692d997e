import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { PROVIDER_TYPES, type ProviderItem } from "@pp/shared";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { toCountryOptions, useRefNames, useStudyDestinations } from "../../lookups";
import { useProviders } from "../api/get-providers";
import { ProviderLogo } from "../components/provider-logo";
import { useDraft } from "../components/use-draft";
import { useUrlList } from "../components/use-url-list";
import { PROVIDER_LIST_DEFAULTS, providerListQuery } from "../utils/provider-query";
import "../strings";
import { formatNumber } from "../../../lib/format";

/** Education providers: search, country and type in the URL; a row opens the provider. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useUrlList(PROVIDER_LIST_DEFAULTS);
  const providers = useProviders(providerListQuery(list.values, list.page));
  const destinations = useStudyDestinations();
  const names = useRefNames();
  const search = useDraft(list.values.search, (v) => list.set({ search: v }));
  const typeLabel = (type: string) =>
    (PROVIDER_TYPES as readonly string[]).includes(type)
      ? t(`cataloguePage.providers.types.${type as (typeof PROVIDER_TYPES)[number]}`)
      : type;

  const columns: DataColumn<ProviderItem>[] = [
    {
      id: "name",
      header: t("cataloguePage.providers.columns.name"),
      sortable: true,
      cell: (p) => (
        <Group gap="sm" wrap="nowrap">
          <ProviderLogo name={p.name} url={p.logo_url} />
          <Anchor
            component={Link}
            to={paths.partnerDetail.provider.href(p.id)}
            fw={600}
            size="sm"
            onClick={(e) => e.stopPropagation()}
          >
            {p.name}
          </Anchor>
        </Group>
      ),
    },
    {
      id: "country",
      header: t("cataloguePage.providers.columns.country"),
      cell: (p) => `${names.country(p.country)}${p.city ? ` · ${p.city}` : ""}`,
    },
    { id: "type", header: t("cataloguePage.providers.columns.type"), cell: (p) => typeLabel(p.type) },
    {
      id: "courses",
      header: t("cataloguePage.providers.columns.courses"),
      align: "right",
      cell: (p) => formatNumber(p.courses_count),
    },
  ];

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t("cataloguePage.providers.title")}</Title>
          <Text c="dimmed">{t("cataloguePage.providers.subtitle")}</Text>
        </div>
        <Paper component="section" withBorder radius="md" p="md" aria-label={t("cataloguePage.providers.filtersLabel")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t("cataloguePage.providers.search")}
              placeholder={t("cataloguePage.providers.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search.value}
              onChange={(e) => search.onChange(e.currentTarget.value)}
              onKeyDown={(e) => e.key === "Enter" && search.flush()}
              maxLength={100}
            />
            <Select
              key={destinations.data ? "destinations" : "loading"}
              label={t("cataloguePage.providers.country")}
              placeholder={t("cataloguePage.providers.anyCountry")}
              data={toCountryOptions(destinations.data)}
              value={list.values.country || null}
              onChange={(v) => list.set({ country: v ?? "" })}
              clearable
              searchable
            />
            <Select
              label={t("cataloguePage.providers.type")}
              placeholder={t("cataloguePage.providers.anyType")}
              data={PROVIDER_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
              value={list.values.type || null}
              onChange={(v) => list.set({ type: v ?? "" })}
              clearable
            />
          </SimpleGrid>
          {list.filtered && (
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={list.reset}
              >
                {t("cataloguePage.filters.clear")}
              </Button>
            </Group>
          )}
        </Paper>
        <DataTable<ProviderItem>
          label={t("cataloguePage.providers.listLabel")}
          rows={providers.data?.results.data ?? []}
          rowKey={(p) => p.id}
          columns={columns}
          sort={list.sort}
          onSortChange={(s) => list.set({ ordering: s?.desc ? "-name" : "name" })}
          page={list.page}
          pageSize={list.pageSize}
          total={providers.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={providers.isFetching}
          error={providers.isError ? errorMessage(providers.error, t("cataloguePage.providers.loadFailed")) : null}
          empty={<Text c="dimmed">{t("cataloguePage.providers.empty")}</Text>}
          onRowClick={(p) => navigate(paths.partnerDetail.provider.href(p.id))}
        />
      </Stack>
    </Container>
  );
}
