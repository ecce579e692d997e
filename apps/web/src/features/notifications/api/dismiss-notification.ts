import { notificationPaths } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./get-notifications";
import { updateCachedLists } from "./update-cached-lists";

export const dismissNotification = (id: number) => api.delete<void>(notificationPaths.one(id));

/** Deletes a notification; it leaves the lists (and the unread count drops) before the server answers. */
export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: (id) => updateCachedLists(client, (item) => (item.id === id ? null : item)),
    onError: (_error, _id, rollback) => rollback?.(),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
