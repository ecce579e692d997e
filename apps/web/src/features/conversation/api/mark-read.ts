import type { MessageSide } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { conversationKeys, conversationPath } from "./paths";

/** Marks the other side's messages read up to the newest one shown; the lists' counts and the detail refresh. */
export function useMarkRead(side: MessageSide, id: number) {
  const client = useQueryClient();
  const keys = conversationKeys(side, id);
  return useMutation({
    mutationFn: (upTo: number) =>
      api.post<{ data: { marked: number; unread_messages: number } }>(`${conversationPath(side, id)}read/`, {
        up_to: upTo,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.lists }),
        client.invalidateQueries({ queryKey: keys.detail }),
      ]),
  });
}
