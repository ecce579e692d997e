import type { UpdateItem } from "@pp/shared";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type PartnerUpdateList, updateKeys, updatePaths } from "./update-keys";

const markRead = (id: number) => api.post<{ data: UpdateItem }>(updatePaths.read(id)).then((r) => r.data);

/** Marks the update read in every cached page of the feed, and lowers the unread count once. */
function applyRead(client: QueryClient, id: number, wasUnread: boolean) {
  client.setQueriesData<PartnerUpdateList>({ queryKey: updateKeys.partnerLists() }, (old) =>
    old
      ? {
          ...old,
          results: {
            ...old.results,
            unread: wasUnread ? Math.max(0, old.results.unread - 1) : old.results.unread,
            data: old.results.data.map((u) => (u.id === id ? { ...u, read: true } : u)),
          },
        }
      : old,
  );
}

/**
 * Marks an update read (opening it does). The feed's cache changes in place instead of refetching, so an update
 * read under the "Unread" filter stays on screen while it is being read.
 */
export function useMarkUpdateRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; wasUnread: boolean }) => markRead(id),
    onSuccess: (_item, { id, wasUnread }) => applyRead(client, id, wasUnread),
  });
}

/**
 * An update a notification links to that is not on the feed's current page. The partner API has no single-update
 * GET; marking it read answers with the update, and reading is what opening the link means anyway.
 */
export function useLinkedUpdate(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: updateKeys.linked(id ?? 0),
    queryFn: async () => {
      const item = await markRead(id!);
      // The unread count of the feed is stale now (this update was probably unread): refresh it.
      void client.invalidateQueries({ queryKey: updateKeys.partnerLists() });
      return item;
    },
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
