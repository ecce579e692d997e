import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { COMPARE_MAX } from "@pp/shared/limits";
import { IconArrowLeft, IconListCheck } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../lib/paths";
import { useCanApply, useShortlist } from "./api/get-shortlist";
import { ComparePicker } from "./components/compare-picker";
import { CompareTable } from "./components/compare-table";
import { compareSelection, parseIds, toggleCompare } from "./utils/compare-selection";
import "./strings";

const ApplyModal = lazy(() => import("./components/apply-modal").then((m) => ({ default: m.ApplyModal })));

/** Up to four shortlisted courses side by side; which ones is kept in the URL (`?ids=`). */
export function ComparePage() {
  const { t } = useTranslation();
  const shortlist = useShortlist();
  const canApply = useCanApply();
  const [params, setParams] = useSearchParams();
  const [applying, setApplying] = useState(false);
  const items = shortlist.data ?? [];
  const selected = compareSelection(
    items.map((c) => c.id),
    parseIds(params.get("ids")),
  );
  const courses = selected.map((id) => items.find((c) => c.id === id)!);
  const choose = (ids: number[]) => setParams({ ids: ids.join(",") }, { replace: true });

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={paths.partner.courses.href()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t("shortlist.compare.back")}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{t("shortlist.title")}</Title>
            <Text c="dimmed">{t("shortlist.compare.subtitle", { max: COMPARE_MAX })}</Text>
          </div>
          {canApply && courses.length > 0 && (
            <Button onClick={() => setApplying(true)}>{t("shortlist.compare.apply")}</Button>
          )}
        </Group>
        {shortlist.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : shortlist.isError ? (
          <Alert color="red" role="alert">
            {t("shortlist.compare.loadFailed")}
          </Alert>
        ) : items.length === 0 ? (
          <Stack align="center" gap={6} py="xl" c="dimmed">
            <IconListCheck size={36} stroke={1.5} aria-hidden />
            <Text fw={600}>{t("shortlist.compare.empty")}</Text>
            <Text size="sm">{t("shortlist.compare.emptyHint")}</Text>
            <Button component={Link} to={paths.partner.courses.href()} variant="light">
              {t("shortlist.compare.findCourses")}
            </Button>
          </Stack>
        ) : (
          <>
            {(items.length > COMPARE_MAX || selected.length < items.length) && (
              <ComparePicker
                items={items}
                selected={selected}
                onToggle={(id) => choose(toggleCompare(selected, id).selected)}
              />
            )}
            {courses.length < 2 && (
              <Alert color="blue" variant="light">
                {t("shortlist.compare.tooFew")}
              </Alert>
            )}
            {courses.length > 0 && (
              <CompareTable courses={courses} onRemove={(id) => choose(selected.filter((s) => s !== id))} />
            )}
          </>
        )}
      </Stack>
      {applying && (
        <Suspense fallback={null}>
          <ApplyModal opened={applying} onClose={() => setApplying(false)} courses={courses} />
        </Suspense>
      )}
    </Container>
  );
}
