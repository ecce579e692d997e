import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useCourses } from "../api/get-courses";
import { COURSE_LIST_DEFAULTS, courseListQuery } from "../utils/course-query";
import { CourseCard } from "./course-card";
import { ListPager } from "./list-pager";
import { useDraft } from "./use-draft";

const PAGE_SIZE = 9;

/** A provider's courses, paged and searchable, each with its shortlist toggle. */
export function ProviderCourses({
  providerId,
  providerName,
  iso2,
}: {
  providerId: number;
  providerName: string;
  iso2?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const draft = useDraft(search, (v) => {
    setSearch(v);
    setPage(1);
  });
  const query = courseListQuery(
    { ...COURSE_LIST_DEFAULTS, page_size: PAGE_SIZE, provider: String(providerId), search },
    page,
  );
  const courses = useCourses(query);
  const rows = courses.data?.results.data ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="provider-courses">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz="lg" id="provider-courses">
          {t("cataloguePage.provider.courses")}
          {courses.data && (
            <Text span c="dimmed" fz="sm" fw={500} ml={8}>
              {t("cataloguePage.results", {
                count: courses.data.count,
                formatted: formatNumber(courses.data.count),
              })}
            </Text>
          )}
        </Title>
        <Anchor component={Link} to={`${paths.partner.courses.href()}?provider=${providerId}`} size="sm">
          {t("cataloguePage.provider.allCourses")}
        </Anchor>
      </Group>
      <TextInput
        label={t("cataloguePage.provider.searchCourses")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft.value}
        onChange={(e) => draft.onChange(e.currentTarget.value)}
        maxLength={100}
        maw={420}
      />
      {courses.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton height={200} radius="md" />
          <Skeleton height={200} radius="md" />
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t("cataloguePage.empty")}</Text>
      ) : (
        <section aria-label={t("cataloguePage.provider.coursesLabel", { name: providerName })}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rows.map((c) => (
              <CourseCard key={c.id} course={c} iso2={iso2} headingLevel={3} />
            ))}
          </SimpleGrid>
        </section>
      )}
      <ListPager
        label={t("cataloguePage.pagination")}
        page={page}
        pageSize={PAGE_SIZE}
        total={courses.data?.count ?? 0}
        onChange={setPage}
      />
    </Stack>
  );
}
