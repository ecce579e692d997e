import type { NotificationItem } from "@pp/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../../../lib/live-stream";
import { notificationKeys } from "./get-notifications";

/**
 * Keeps a live connection to the notification stream while signed in: each new notification refreshes the
 * lists at once (the bell's count and the notifications page), without waiting for the poll.
 */
export function useLiveNotifications(onNotification?: (item: NotificationItem) => void) {
  const client = useQueryClient();
  useLiveStream({
    onEvent: (event, data) => {
      if (event !== "notification") return;
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      try {
        onNotification?.(JSON.parse(data) as NotificationItem);
      } catch {
        // a malformed event only skips the toast
      }
    },
  });
}
