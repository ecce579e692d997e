import "../strings";
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { UpdateItem } from "@pp/shared";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { usePartnerUpdates } from "../api/get-partner-updates";
import { useLinkedUpdate, useMarkUpdateRead } from "../api/mark-update-read";
import { UpdateCard } from "../components/update-card";
import { type FeedFilters, UpdatesFilters } from "../components/updates-filters";

const FEED_DEFAULTS: { page_size: number } & FeedFilters = { page_size: 10, category: "", search: "", unread: false };

/** Brings an update into view and puts the keyboard on its title once it has rendered. */
function reveal(id: number) {
  requestAnimationFrame(() => {
    const card = document.getElementById(`update-${id}`);
    card?.scrollIntoView({ block: "start", behavior: "smooth" });
    document.getElementById(`update-${id}-title`)?.focus({ preventScroll: true });
  });
}

function FeedSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="lg" p="lg">
          <Skeleton height={18} width="55%" mb="sm" />
          <Skeleton height={12} width="30%" mb="md" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="80%" />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /partner/updates: the partner's Important Updates, pinned first then newest. Opening an update marks it read.
 * A notification links here with `?update=ID`: that update opens and scrolls into view (or, when it is not on
 * this page of the feed, shows above it).
 */
export function UpdatesPage() {
  const { t } = useTranslation();
  const list = useListParams(FEED_DEFAULTS);
  const feed = usePartnerUpdates(list.query);
  const markRead = useMarkUpdateRead();
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get("update")) || null;
  const [openIds, setOpenIds] = useState<Set<number>>(new Set());
  const [fallbackId, setFallbackId] = useState<number | null>(null);
  const linked = useLinkedUpdate(fallbackId);
  const handled = useRef<number | null>(null);

  const items = feed.data?.results.data ?? [];
  const total = feed.data?.count ?? 0;
  const unread = feed.data?.results.unread ?? 0;

  const read = useCallback(
    (item: UpdateItem) => {
      if (!item.read) markRead.mutate({ id: item.id, wasUnread: true });
    },
    [markRead.mutate],
  );

  const toggle = (item: UpdateItem) => {
    const opening = !openIds.has(item.id);
    setOpenIds((current) => {
      const next = new Set(current);
      if (opening) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
    if (opening) read(item);
  };

  // A link to one update (from a notification): open it where it is, or fetch it on its own.
  useEffect(() => {
    if (!linkedId || !feed.data || feed.isPlaceholderData || handled.current === linkedId) return;
    handled.current = linkedId;
    const item = feed.data.results.data.find((u) => u.id === linkedId);
    if (item) {
      setFallbackId(null);
      setOpenIds((current) => new Set(current).add(item.id));
      read(item);
      reveal(item.id);
    } else {
      setFallbackId(linkedId);
    }
  }, [linkedId, feed.data, feed.isPlaceholderData, read]);

  useEffect(() => {
    if (linked.data) reveal(linked.data.id);
  }, [linked.data]);

  const dismissLinked = () => {
    setFallbackId(null);
    handled.current = null;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("update");
        return next;
      },
      { replace: true },
    );
  };

  const showLinked = fallbackId !== null && linked.data && !items.some((u) => u.id === linked.data.id);
  const first = total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(total, list.page * list.pageSize);
  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const emptyText = list.values.unread
    ? list.values.search || list.values.category
      ? t("updatesPage.feed.emptyFiltered")
      : t("updatesPage.feed.emptyUnread")
    : list.filtered
      ? t("updatesPage.feed.emptyFiltered")
      : t("updatesPage.feed.empty");

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: "1 1 20rem" }}>
            <Title order={1}>{t("updatesPage.titles.partner")}</Title>
            <Text c="dimmed">{t("updatesPage.subtitles.partner")}</Text>
          </Stack>
          {unread > 0 ? (
            <Badge variant="filled" size="lg" data-testid="updates-unread">
              {t("updatesPage.feed.unreadCount", { count: unread })}
            </Badge>
          ) : null}
        </Group>

        <UpdatesFilters values={list.values} filtered={list.filtered} onChange={list.set} onClear={list.reset} />

        {fallbackId !== null && linked.isError ? (
          <Alert
            color="orange"
            variant="outline"
            role="alert"
            withCloseButton
            onClose={dismissLinked}
            closeButtonLabel={t("updatesPage.feed.dismissLinked")}
          >
            {t("updatesPage.feed.linkedMissing")}
          </Alert>
        ) : null}

        {showLinked && linked.data ? (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <UpdateCard
                item={linked.data}
                open
                highlight
                onToggle={dismissLinked}
                eyebrow={t("updatesPage.feed.linked")}
              />
            </div>
            <CloseButton aria-label={t("updatesPage.feed.dismissLinked")} onClick={dismissLinked} mt="xs" />
          </Group>
        ) : null}

        {feed.isError ? (
          <Alert color="red" variant="outline" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(feed.error, t("updatesPage.feed.loadFailed"))}</Text>
              <Button size="xs" variant="default" onClick={() => void feed.refetch()}>
                {t("updatesPage.feed.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : feed.isPending ? (
          <FeedSkeleton />
        ) : items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <IconSpeakerphone size={36} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" ta="center">
                {emptyText}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack
            gap="md"
            component="section"
            aria-label={t("updatesPage.feed.label")}
            aria-busy={feed.isFetching || undefined}
            data-testid="updates-feed"
          >
            {items.map((item) => (
              <UpdateCard
                key={item.id}
                item={item}
                open={openIds.has(item.id)}
                onToggle={toggle}
                highlight={item.id === linkedId}
              />
            ))}
          </Stack>
        )}

        {total > list.pageSize ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("updatesPage.feed.range", { first, last, total })}
            </Text>
            <Pagination
              size="sm"
              total={pages}
              value={Math.min(list.page, pages)}
              onChange={(p) => {
                list.setPage(p);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
              getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
              getItemProps={(page) => ({ "aria-label": t("table.page", { page }) })}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
