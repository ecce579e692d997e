import { Button, CloseButton, Group, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import type { ShortlistItem } from "@pp/shared";
import { COMPARE_MAX } from "@pp/shared/limits";
import { IconBookmarks, IconListCheck } from "@tabler/icons-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../features/catalogue/utils/format";
import { useCanApply, useCanShortlist, useShortlist } from "../../../features/shortlist/api/get-shortlist";
import { useRemoveFromShortlist } from "../../../features/shortlist/api/remove-from-shortlist";
import { canCompare } from "../../../features/shortlist/utils/compare-selection";
import { paths } from "../../../lib/paths";
import "../../../features/shortlist/strings";
import { popoverClasses as frame, HeaderPopover } from "../header-popover";
import classes from "./shortlist-menu.module.css";

const ApplyModal = lazy(() =>
  import("../../../features/shortlist/components/apply-modal").then((m) => ({ default: m.ApplyModal })),
);

function Row({ item, onRemove }: { item: ShortlistItem; onRemove: (item: ShortlistItem) => void }) {
  const { t } = useTranslation();
  return (
    <li className={classes.item}>
      <div className={classes.text}>
        <Text
          component={Link}
          to={paths.partnerDetail.course.href(item.id)}
          size="sm"
          fw={600}
          className={classes.name}
        >
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" className={classes.provider}>
          {item.provider.name}
        </Text>
        <Text size="xs" fw={600}>
          {formatMoney(item.tuition_fee, item.currency)}
        </Text>
      </div>
      <CloseButton
        size="sm"
        data-remove
        aria-label={t("shortlist.menu.remove", { name: item.name })}
        onClick={() => onRemove(item)}
      />
    </li>
  );
}

/** The header's shortlist: a count badge, the shortlisted courses with Remove, Compare and Apply. */
export function ShortlistMenu() {
  const allowed = useCanShortlist();
  return allowed ? <Menu /> : null;
}

function Menu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [applying, setApplying] = useState(false);
  const [applyLoaded, setApplyLoaded] = useState(false);
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const query = useShortlist();
  const remove = useRemoveFromShortlist();
  const canApply = useCanApply();
  const items = query.data ?? [];
  const count = items.length;
  const comparable = count >= 2;

  const onRemove = (item: ShortlistItem) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("[data-remove]") ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const nextFocus = index >= 0 ? (buttons[index + 1] ?? buttons[index - 1]) : undefined;
    remove.mutate(item.id);
    (nextFocus ?? dropdownRef.current)?.focus();
  };
  const openApply = () => {
    setOpened(false);
    setApplyLoaded(true);
    setApplying(true);
  };
  const hint = !comparable
    ? t("shortlist.menu.compareHintFew")
    : canCompare(count, COMPARE_MAX)
      ? null
      : t("shortlist.menu.compareHintMany");

  return (
    <>
      <HeaderPopover
        opened={opened}
        onChange={setOpened}
        width={360}
        label={t("shortlist.menu.label", { count })}
        icon={<IconBookmarks size={20} stroke={1.7} />}
        count={count}
        countTestId="shortlist-count"
        dropdownRef={dropdownRef}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" className={frame.head}>
          <Text fw={700}>{t("shortlist.menu.title")}</Text>
          <Text size="xs" c="dimmed">
            {t("shortlist.menu.count", { count })}
          </Text>
        </Group>
        {query.isPending ? (
          <Stack gap="sm" p="md" aria-busy>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : query.isError && count === 0 ? (
          <Stack gap="xs" p="md" align="center" role="alert">
            <Text size="sm">{t("shortlist.menu.loadFailed")}</Text>
            <Button variant="light" size="compact-sm" onClick={() => void query.refetch()}>
              {t("shortlist.menu.retry")}
            </Button>
          </Stack>
        ) : count === 0 ? (
          <Stack gap={6} p="lg" align="center" className={frame.empty}>
            <IconListCheck size={28} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {t("shortlist.menu.empty")}
            </Text>
            <Text size="xs" ta="center">
              {t("shortlist.menu.emptyHint")}
            </Text>
            <Button
              component={Link}
              to={paths.partner.courses.href()}
              variant="light"
              size="compact-sm"
              onClick={() => setOpened(false)}
            >
              {t("shortlist.menu.findCourses")}
            </Button>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <ul className={frame.list} ref={listRef}>
              {items.map((item) => (
                <Row key={item.id} item={item} onRemove={onRemove} />
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
        {count > 0 && (
          <div className={`${frame.foot} ${classes.foot}`}>
            {hint && (
              <Text size="xs" c="dimmed" id={hintId} mb={8}>
                {hint}
              </Text>
            )}
            <Group grow gap="xs">
              {comparable ? (
                <Button
                  component={Link}
                  to={paths.partnerDetail.compare.href()}
                  variant="light"
                  aria-describedby={hint ? hintId : undefined}
                  onClick={() => setOpened(false)}
                >
                  {t("shortlist.menu.compare")}
                </Button>
              ) : (
                <Button variant="light" disabled aria-describedby={hintId}>
                  {t("shortlist.menu.compare")}
                </Button>
              )}
              {canApply && <Button onClick={openApply}>{t("shortlist.menu.apply")}</Button>}
            </Group>
          </div>
        )}
      </HeaderPopover>
      {applyLoaded && (
        <Suspense fallback={null}>
          <ApplyModal opened={applying} onClose={() => setApplying(false)} courses={items} />
        </Suspense>
      )}
    </>
  );
}
