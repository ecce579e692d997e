import type { ApplicationDetail, MessageSide } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { conversationKeys, conversationPath } from "./paths";

type Thread = ApplicationDetail["messages"];
export type NewMessage = { body: string; file: File | null };

/** A message as JSON, or with its file as a form (`messages/file/`); the answer is the whole thread. */
export function sendMessage(side: MessageSide, id: number, m: NewMessage) {
  const base = conversationPath(side, id);
  if (!m.file) return api.post<{ data: Thread }>(base, { body: m.body }).then((r) => r.data);
  const form = new FormData();
  form.append("body", m.body);
  form.append("file", m.file, m.file.name);
  return api.upload<{ data: Thread }>(`${base}file/`, form).then((r) => r.data);
}

/** Sends a message; the thread it answers goes straight into the application's cached detail. */
export function useSendMessage(side: MessageSide, id: number) {
  const client = useQueryClient();
  const keys = conversationKeys(side, id);
  return useMutation({
    mutationFn: (m: NewMessage) => sendMessage(side, id, m),
    onSuccess: (messages) =>
      client.setQueryData<ApplicationDetail>(keys.detail, (old) => (old ? { ...old, messages } : old)),
  });
}
