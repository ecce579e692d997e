import { notificationPaths } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./get-notifications";
import { updateCachedLists } from "./update-cached-lists";

export const markAllNotificationsRead = () =>
  api.post<{ data: { updated: number } }>(notificationPaths.readAll).then((r) => r.data);

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      const now = new Date().toISOString();
      return updateCachedLists(client, (item) => (item.read_at ? item : { ...item, read_at: now }));
    },
    onError: (_error, _vars, rollback) => rollback?.(),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
