import type { NotificationItem } from "@pp/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../../../lib/live-stream";
import { notificationKeys } from "./get-notifications";

/**
 * Keeps a live connection to the notification stream while signed in and hands each new notification to
 * `onNotification`, which refreshes what it affects (the bell's lists among them: layout/live-invalidation.ts) and
 * shows it. An event that cannot be read still refreshes the bell, without waiting for the poll.
 */
export function useLiveNotifications(onNotification: (item: NotificationItem) => void) {
  const client = useQueryClient();
  useLiveStream({
    onEvent: (event, data) => {
      if (event !== "notification") return;
      let item: NotificationItem;
      try {
        item = JSON.parse(data) as NotificationItem;
      } catch {
        void client.invalidateQueries({ queryKey: notificationKeys.all });
        return;
      }
      onNotification(item);
    },
  });
}
