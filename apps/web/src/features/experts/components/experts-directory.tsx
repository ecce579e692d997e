import { Alert, Center, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { ExpertItem } from "@pp/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useExpertFilters, useExperts } from "../api/experts";
import { ExpertCard } from "./expert-card";
import { ExpertFilters } from "./expert-filters";
import { RequestMeetingModal } from "./request-meeting-modal";

const PAGE_SIZE = 12;

/** The partner's directory: filters in the URL, a grid of expert cards, paging, and the request modal. */
export function ExpertsDirectory({ onRequested }: { onRequested: () => void }) {
  const { t } = useTranslation();
  const list = useListParams({ page_size: PAGE_SIZE, search: "", provider: "", country: "", region: "", language: "" });
  const experts = useExperts("partner", list.query);
  const filters = useExpertFilters();
  const [requesting, setRequesting] = useState<ExpertItem | null>(null);
  const rows = experts.data?.results.data ?? [];
  const count = experts.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / list.pageSize));

  return (
    <Stack gap="lg">
      <ExpertFilters
        values={list.values}
        options={filters.data}
        filtered={list.filtered}
        onChange={list.set}
        onClear={list.reset}
      />
      {experts.isError ? (
        <Alert color="red.8" variant="outline" role="alert">
          {errorMessage(experts.error, t("expertsPage.directory.loadFailed"))}
        </Alert>
      ) : !experts.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} height={300} radius="lg" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Center py={48}>
          <Text c="dimmed" ta="center" maw={460}>
            {list.filtered ? t("expertsPage.directory.emptyFiltered") : t("expertsPage.directory.empty")}
          </Text>
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("expertsPage.directory.count", { count })}
          </Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2, xl: 3 }}
            spacing="lg"
            aria-label={t("expertsPage.directory.listLabel")}
            aria-busy={experts.isFetching || undefined}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {rows.map((e) => (
              <li key={e.id}>
                <ExpertCard expert={e} onRequest={setRequesting} />
              </li>
            ))}
          </SimpleGrid>
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={Math.min(list.page, pages)}
                onChange={list.setPage}
                aria-label={t("expertsPage.directory.pages")}
                getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
                getItemProps={(page) => ({ "aria-label": t("table.page", { page }) })}
              />
            </Group>
          ) : null}
        </>
      )}
      <RequestMeetingModal expert={requesting} onClose={() => setRequesting(null)} onSent={onRequested} />
    </Stack>
  );
}
