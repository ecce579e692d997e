import type { ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationPath } from "./get-application";
import { applicationKeys } from "./keys";

type Messages = ApplicationDetail["messages"];

export const sendMessage = (id: number, body: string) =>
  api.post<{ data: Messages }>(`${applicationPath(id)}messages/`, { body }).then((r) => r.data);

/** Adds a message; the answer is the whole thread, put straight into the cached detail. */
export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(id, body),
    onSuccess: (messages) =>
      client.setQueryData<ApplicationDetail>(applicationKeys.detail(id), (old) => (old ? { ...old, messages } : old)),
  });
}
