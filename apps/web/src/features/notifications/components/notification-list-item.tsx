import { Button, CloseButton, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { NotificationItem } from "@pp/shared";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./notification-list.module.css";
import { NotificationTime } from "./notification-time";

type Props = {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
  onDismiss: (item: NotificationItem) => void;
};

/** One notification on the full list: open it, mark it read, or dismiss it. */
export function NotificationListItem({ item, onOpen, onMarkRead, onDismiss }: Props) {
  const { t } = useTranslation();
  const unread = !item.read_at;
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <span className={classes.dot} aria-hidden />
      <div className={classes.main}>
        <UnstyledButton className={classes.title} onClick={() => onOpen(item)}>
          <Text component="span" fw={unread ? 700 : 500}>
            {item.title}
          </Text>
          {unread && <VisuallyHidden> ({t("notifications.unreadMark")})</VisuallyHidden>}
        </UnstyledButton>
        <Text size="sm" c="dimmed" className={classes.body}>
          {item.body}
        </Text>
        <NotificationTime date={item.created_at} mt={4} />
      </div>
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        {unread && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCheck size={14} />}
            aria-label={`${t("notifications.markRead")}: ${item.title}`}
            onClick={() => onMarkRead(item)}
          >
            <span className={classes.actionLabel}>{t("notifications.markRead")}</span>
          </Button>
        )}
        <CloseButton aria-label={t("notifications.dismiss", { title: item.title })} onClick={() => onDismiss(item)} />
      </Group>
    </li>
  );
}
