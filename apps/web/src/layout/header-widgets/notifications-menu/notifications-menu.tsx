import {
  Badge,
  Button,
  CloseButton,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { NotificationItem } from "@pp/shared";
import { IconBell, IconBellOff, IconChecks } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDismissNotification } from "../../../features/notifications/api/dismiss-notification";
import { useNotifications } from "../../../features/notifications/api/get-notifications";
import { useLiveNotifications } from "../../../features/notifications/api/live-notifications";
import { useMarkAllNotificationsRead } from "../../../features/notifications/api/mark-all-notifications-read";
import { NotificationTime } from "../../../features/notifications/components/notification-time";
import { useOpenNotification } from "../../../features/notifications/components/use-open-notification";
import { paths } from "../../../lib/paths";
import { invalidateForLive } from "../../live-invalidation";
import { popoverClasses as frame, HeaderPopover } from "../header-popover";
import classes from "./notifications-menu.module.css";

/** How many of the newest notifications the dropdown lists. */
export const MENU_PAGE_SIZE = 6;

function Row({
  item,
  onOpen,
  onDismiss,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onDismiss: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unread = !item.read_at;
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(item)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body ${id}-time`}
      >
        <span className={classes.dot} aria-hidden />
        <span className={classes.text}>
          <Text component="span" size="sm" fw={unread ? 700 : 500} className={classes.title} id={`${id}-title`}>
            {item.title}
            {unread && <VisuallyHidden> ({t("notifications.unreadMark")})</VisuallyHidden>}
          </Text>
          <Text component="span" size="xs" c="dimmed" lineClamp={2} className={classes.body} id={`${id}-body`}>
            {item.body}
          </Text>
          <NotificationTime date={item.created_at} id={`${id}-time`} />
        </span>
      </UnstyledButton>
      <CloseButton
        size="sm"
        className={classes.dismiss}
        data-dismiss
        aria-label={t("notifications.dismiss", { title: item.title })}
        onClick={() => onDismiss(item)}
      />
    </li>
  );
}

/** A new notification while the page is open: a short toast besides the bell's count. */
const toast = (item: NotificationItem) =>
  notifications.show({ title: item.title, message: item.body, autoClose: 6000 });

/** The bell in the header: unread count, the newest notifications, dismiss, mark all read, View All. */

export function NotificationsMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const countId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const query = useNotifications({ page: 1, pageSize: MENU_PAGE_SIZE });
  const client = useQueryClient();
  // Each live notification refreshes what it is about (the open page, its lists, the figures, the bell) and shows.
  useLiveNotifications((item) => {
    void invalidateForLive(client, item);
    toast(item);
  });
  const dismiss = useDismissNotification();
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();

  const items = query.data?.results.data ?? [];
  const unread = query.data?.results.unread_count ?? 0;

  const onOpen = (item: NotificationItem) => {
    setOpened(false);
    openNotification(item);
  };
  const onDismiss = (item: NotificationItem) => {
    // Keep keyboard focus in the list: on the next row's dismiss button, or the previous one's.
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("[data-dismiss]") ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const nextFocus = index >= 0 ? (buttons[index + 1] ?? buttons[index - 1]) : undefined;
    dismiss.mutate(item.id);
    (nextFocus ?? dropdownRef.current)?.focus();
  };

  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      width={380}
      label={t("notifications.label")}
      icon={<IconBell size={20} stroke={1.7} />}
      count={unread}
      countTestId="notifications-count"
      countTone="alert"
      describedBy={unread > 0 ? countId : undefined}
      description={
        unread > 0 && <VisuallyHidden id={countId}>{t("notifications.unread", { count: unread })}</VisuallyHidden>
      }
      dropdownRef={dropdownRef}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" className={frame.head}>
        <Group gap={8} wrap="nowrap" miw={0}>
          <Text fw={700}>{t("notifications.title")}</Text>
          {unread > 0 && (
            <Badge variant="light" size="sm" radius="sm" tt="none" className={classes.unreadBadge}>
              {t("notifications.unread", { count: unread })}
            </Badge>
          )}
        </Group>
        {unread > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            fz="xs"
            leftSection={<IconChecks size={14} />}
            className={classes.markAll}
            onClick={() => markAll.mutate()}
          >
            {t("notifications.markAllRead")}
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" p="md" aria-busy>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : query.isError && items.length === 0 ? (
        <Stack gap="xs" p="md" align="center" role="alert">
          <Text size="sm">{t("notifications.loadFailed")}</Text>
          <Button variant="light" size="compact-sm" onClick={() => void query.refetch()}>
            {t("notifications.retry")}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack gap={6} p="lg" align="center" className={frame.empty}>
          <IconBellOff size={28} stroke={1.5} aria-hidden />
          <Text size="sm" fw={500}>
            {t("notifications.empty")}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <ul className={frame.list} ref={listRef}>
            {items.map((item) => (
              <Row key={item.id} item={item} onOpen={onOpen} onDismiss={onDismiss} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
      {(dismiss.isError || markAll.isError) && (
        <Text size="xs" c="red.8" px="md" pb="xs" role="alert">
          {t("notifications.actionFailed")}
        </Text>
      )}
      <div className={`${frame.foot} ${classes.foot}`}>
        <Button
          component={Link}
          to={paths.notifications.href()}
          variant="light"
          fullWidth
          onClick={() => setOpened(false)}
        >
          {t("notifications.viewAll")}
        </Button>
      </div>
    </HeaderPopover>
  );
}
