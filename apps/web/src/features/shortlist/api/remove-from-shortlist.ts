import type { ShortlistItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shortlistKeys } from "./get-shortlist";

export const removeFromShortlist = (courseId: number) => api.delete<void>(`/partner/shortlist/${courseId}/`);

/** Removes a course; it leaves every view at once, and comes back if the server refuses. */
export function useRemoveFromShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFromShortlist,
    onMutate: async (courseId) => {
      await client.cancelQueries({ queryKey: shortlistKeys.all });
      const previous = client.getQueryData<ShortlistItem[]>(shortlistKeys.all);
      client.setQueryData<ShortlistItem[]>(shortlistKeys.all, (list) => list?.filter((c) => c.id !== courseId));
      return { previous };
    },
    onError: (_error, _id, context) => client.setQueryData(shortlistKeys.all, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: shortlistKeys.all }),
  });
}
