import { Alert, Button, Container, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { COURSE_ORDERINGS } from "@pp/shared";
import { IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { useStudentOption } from "../../applications/api/search-students";
import { useCan } from "../../applications/components/use-can";
import { useStudyDestinations } from "../../lookups";
import { useCourses } from "../api/get-courses";
import { useFinderMatches } from "../api/get-finder-matches";
import { CourseCard } from "../components/course-card";
import { CourseFilters } from "../components/course-filters";
import { ListPager } from "../components/list-pager";
import { StudentMatchSelect } from "../components/student-match-select";
import { useUrlList } from "../components/use-url-list";
import { COURSE_LIST_DEFAULTS, courseListQuery } from "../utils/course-query";
import "../strings";
import "../../students/matching-strings";
import { formatNumber } from "../../../lib/format";

/** The course finder: filters and sort in the URL, a page of course cards, shortlist toggles. */
export function CoursesPage() {
  const { t } = useTranslation();
  const list = useUrlList(COURSE_LIST_DEFAULTS);
  const canMatch = useCan("students.view");
  const studentId = canMatch ? Number(list.values.student) || undefined : undefined;
  const query = courseListQuery(list.values, list.page);
  const plain = useCourses(query, studentId === undefined);
  const matched = useFinderMatches(studentId, query);
  const courses = studentId === undefined ? plain : matched;
  const matches = new Map((matched.data?.results.data ?? []).map((m) => [m.course.id, m]));
  const destinations = useStudyDestinations();
  const studentName = useStudentOption(studentId).data?.full_name;
  const iso2 = new Map((destinations.data ?? []).map((c) => [c.id, c.iso2]));
  const rows =
    studentId === undefined
      ? (plain.data?.results.data ?? [])
      : (matched.data?.results.data ?? []).map((m) => m.course);
  const total = courses.data?.count ?? 0;

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t("cataloguePage.title")}</Title>
          <Text c="dimmed">{t("cataloguePage.subtitle")}</Text>
        </div>
        {/* On a phone (issue 20) the student to match and the filters fold behind "Filters", with how many are set. */}
        <FiltersFold count={activeFilterCount(list.values, COURSE_LIST_DEFAULTS)}>
          <Stack gap="md">
            {canMatch && (
              <StudentMatchSelect value={list.values.student} onChange={(student) => list.set({ student })} />
            )}
            <CourseFilters values={list.values} set={list.set} filtered={list.filtered} reset={list.reset} />
          </Stack>
        </FiltersFold>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text fw={600} aria-live="polite" data-testid="course-count">
            {courses.isPending ? "" : t("cataloguePage.results", { count: total, formatted: formatNumber(total) })}
          </Text>
          {studentId !== undefined ? (
            <Text size="sm" c="dimmed" data-testid="sorted-by-match">
              {t("matches.finder.sortedByMatch", { name: studentName ?? "" })}
            </Text>
          ) : (
            <Select
              label={t("cataloguePage.filters.sort")}
              data={COURSE_ORDERINGS.map((o) => ({ value: o, label: t(`cataloguePage.sort.${o}`) }))}
              value={list.values.ordering}
              onChange={(v) => v && list.set({ ordering: v })}
              allowDeselect={false}
              w={220}
              size="sm"
            />
          )}
        </Group>
        {courses.isError && !courses.data ? (
          <Alert color="red" title={t("cataloguePage.loadFailed")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(courses.error, "")}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void courses.refetch()}>
                {t("cataloguePage.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : courses.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={i} height={220} radius="md" />
            ))}
          </SimpleGrid>
        ) : rows.length === 0 ? (
          <Stack align="center" gap={4} py="xl" c="dimmed">
            <IconSchool size={36} stroke={1.5} aria-hidden />
            <Text fw={600}>{t("cataloguePage.empty")}</Text>
            <Text size="sm">{t("cataloguePage.emptyHint")}</Text>
          </Stack>
        ) : (
          <section aria-label={t("cataloguePage.listLabel")} aria-busy={courses.isFetching || undefined}>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              style={{ opacity: courses.isPlaceholderData ? 0.6 : 1 }}
            >
              {rows.map((c) => (
                <CourseCard key={c.id} course={c} iso2={iso2.get(c.country.id)} match={matches.get(c.id)} />
              ))}
            </SimpleGrid>
          </section>
        )}
        <ListPager
          label={t("cataloguePage.pagination")}
          page={list.page}
          pageSize={list.pageSize}
          total={total}
          onChange={list.setPage}
        />
      </Stack>
    </Container>
  );
}
