import { type NotificationItem, notificationPaths } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./get-notifications";
import { updateCachedLists } from "./update-cached-lists";

export const markNotificationRead = (id: number) =>
  api.post<{ data: NotificationItem }>(notificationPaths.read(id)).then((r) => r.data);

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) =>
      updateCachedLists(client, (item) =>
        item.id === id && !item.read_at ? { ...item, read_at: new Date().toISOString() } : item,
      ),
    onError: (_error, _id, rollback) => rollback?.(),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
