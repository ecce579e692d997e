import type { NotificationItem } from "@pp/shared";
import { useNavigate } from "react-router";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { notificationTarget } from "../utils/notification-link";

/** Opening a notification marks it read and follows its link, if it has one. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (item: NotificationItem) => {
    if (!item.read_at) markRead.mutate(item.id);
    const target = notificationTarget(item.link);
    if (!target) return;
    if ("internal" in target) navigate(target.internal);
    else window.location.assign(target.external);
  };
}
