import type { NotificationItem } from "@pp/shared";
import type { QueryClient } from "@tanstack/react-query";
import { type NotificationList, notificationKeys } from "./get-notifications";

type Change = (item: NotificationItem) => NotificationItem | null;

/**
 * Applies a change to every cached notification list at once, so the badge and the lists agree before the
 * server answers: `null` removes the item. Returns the previous lists for a rollback.
 */
export async function updateCachedLists(client: QueryClient, change: Change) {
  await client.cancelQueries({ queryKey: notificationKeys.lists() });
  const previous = client.getQueriesData<NotificationList>({ queryKey: notificationKeys.lists() });
  client.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (list) => {
    if (!list) return list;
    let unread = list.results.unread_count;
    let count = list.count;
    const data: NotificationItem[] = [];
    for (const item of list.results.data) {
      const next = change(item);
      if (!item.read_at && (!next || next.read_at)) unread -= 1;
      if (next) data.push(next);
      else count -= 1;
    }
    return { ...list, count, results: { data, unread_count: Math.max(0, unread) } };
  });
  return () => {
    for (const [key, data] of previous) client.setQueryData(key, data);
  };
}
