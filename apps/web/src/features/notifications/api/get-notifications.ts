import { type NotificationItem, notificationPaths } from "@pp/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type NotificationList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: NotificationItem[]; unread_count: number };
};

export type NotificationListParams = { page: number; pageSize: number; unreadOnly?: boolean };

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
};

export const getNotifications = ({ page, pageSize, unreadOnly }: NotificationListParams, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (unreadOnly) query.set("unread", "true");
  return api.get<NotificationList>(`${notificationPaths.list}?${query}`, { signal });
};

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

/** How often the header checks for new notifications. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** A page of my notifications with the unread count; refreshed on window focus and every minute. */
export function useNotifications(params: NotificationListParams) {
  return useQuery({
    ...notificationsQueryOptions(params),
    refetchOnWindowFocus: true,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
