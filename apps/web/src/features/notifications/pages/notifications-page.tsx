import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { NotificationItem } from "@pp/shared";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-error";
import { useDismissNotification } from "../api/dismiss-notification";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import classes from "../components/notification-list.module.css";
import { NotificationListItem } from "../components/notification-list-item";
import { useOpenNotification } from "../components/use-open-notification";

export const NOTIFICATIONS_PAGE_SIZE = 10;

type Filter = "all" | "unread";

/** The page and the filter live in the URL (`?page=2&filter=unread`), so the back button and links work. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const filter: Filter = params.get("filter") === "unread" ? "unread" : "all";
  const update = (patch: { page?: number; filter?: Filter }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (patch.filter !== undefined) {
        if (patch.filter === "unread") next.set("filter", "unread");
        else next.delete("filter");
        next.delete("page");
      }
      if (patch.page !== undefined) {
        if (patch.page > 1) next.set("page", String(patch.page));
        else next.delete("page");
      }
      return next;
    });
  return { page, filter, update };
}

/** /notifications: every notification, paged, with the unread filter, mark read, dismiss and mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { page, filter, update } = useListParams();
  const query = useNotifications({ page, pageSize: NOTIFICATIONS_PAGE_SIZE, unreadOnly: filter === "unread" });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const dismiss = useDismissNotification();
  const openNotification = useOpenNotification();

  const items = query.data?.results.data ?? [];
  const count = query.data?.count ?? 0;
  const unread = query.data?.results.unread_count ?? 0;
  const pages = Math.ceil(count / NOTIFICATIONS_PAGE_SIZE);
  const actionFailed = markRead.isError || markAll.isError || dismiss.isError;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("notifications.title")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("notifications.page.description")}
          </Text>
        </div>

        <Group justify="space-between" gap="sm">
          <Group gap="sm" role="group" aria-label={t("notifications.page.filter")}>
            <SegmentedControl
              value={filter}
              onChange={(value) => update({ filter: value as Filter })}
              data={[
                { value: "all", label: t("notifications.page.all") },
                { value: "unread", label: t("notifications.page.unread") },
              ]}
            />
            {query.data && (
              <Text size="sm" c="dimmed" data-testid="notifications-total">
                {t("notifications.page.total", { count })}
              </Text>
            )}
          </Group>
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t("notifications.markAllRead")}
          </Button>
        </Group>

        {actionFailed && (
          <Alert color="red" variant="light" role="alert">
            {t("notifications.actionFailed")}
          </Alert>
        )}

        {query.isPending ? (
          <Paper withBorder radius="lg" p="md" aria-busy>
            <Stack gap="md">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Stack>
          </Paper>
        ) : query.isError && !query.data ? (
          <Alert color="red" variant="light" role="alert" title={t("notifications.loadFailed")}>
            <Text size="sm" mb="sm">
              {errorMessage(query.error, t("notifications.loadFailed"))}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t("notifications.retry")}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <IconBellOff size={32} stroke={1.5} aria-hidden />
              <Text fw={500}>
                {filter === "unread" ? t("notifications.page.emptyUnread") : t("notifications.page.empty")}
              </Text>
              {filter === "unread" && (
                <Button variant="subtle" onClick={() => update({ filter: "all" })}>
                  {t("notifications.page.showAll")}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="lg" className={classes.paper} aria-busy={query.isPlaceholderData || undefined}>
            <ul className={classes.list} data-testid="notifications-list">
              {items.map((item: NotificationItem) => (
                <NotificationListItem
                  key={item.id}
                  item={item}
                  onOpen={openNotification}
                  onMarkRead={(n) => markRead.mutate(n.id)}
                  onDismiss={(n) => dismiss.mutate(n.id)}
                />
              ))}
            </ul>
          </Paper>
        )}

        {pages > 1 && (
          <Box component="nav" aria-label={t("notifications.page.pagination")}>
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => update({ page: p })}
              getControlProps={(control) => ({
                "aria-label": control === "previous" ? t("notifications.page.previous") : t("notifications.page.next"),
              })}
            />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
