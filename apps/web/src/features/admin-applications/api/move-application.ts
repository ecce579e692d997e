import type { ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminApplicationPath } from "./get-application";
import { adminApplicationKeys } from "./keys";

export type MoveInput = { status_id: number; note: string | null };

/** Moves the application to another status with a note; the answer is the updated application. */
export function useMoveApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveInput) =>
      api.post<{ data: ApplicationDetail }>(`${adminApplicationPath(id)}move/`, body).then((r) => r.data),
    onSuccess: (detail) => {
      client.setQueryData(adminApplicationKeys.detail(id), detail);
      return client.invalidateQueries({ queryKey: adminApplicationKeys.lists() });
    },
  });
}
