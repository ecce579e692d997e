import { type NotificationItem, notificationPaths } from "@pp/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { readEventStream } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";
import { notificationKeys } from "./get-notifications";

/** Longest wait before reconnecting after the stream drops (it doubles from 1 s up to this). */
const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps a live connection to the notification stream while signed in: each new notification refreshes the
 * lists at once (the bell's count and the notifications page), without waiting for the poll.
 */
export function useLiveNotifications(onNotification?: (item: NotificationItem) => void) {
  const client = useQueryClient();
  const signedIn = useSession((s) => s.isAuthenticated);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    let backoff = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readEventStream(
        notificationPaths.stream,
        (event, data) => {
          if (event !== "notification") return;
          backoff = 1000;
          void client.invalidateQueries({ queryKey: notificationKeys.all });
          try {
            onNotification?.(JSON.parse(data) as NotificationItem);
          } catch {
            // a malformed event only skips the toast
          }
        },
        controller.signal,
      )
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          timer = setTimeout(connect, backoff);
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, signedIn, onNotification]);
}
