import type { ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch } from "../../../lib/api-client";
import { adminApplicationPath } from "./get-application";
import { adminApplicationKeys } from "./keys";

export type MoveInput = { status_id: number; note: string | null; offer_respond_by?: string };

/**
 * Moves the application to another status with a note, naming the version on screen (If-Match): if someone moved
 * it meanwhile the server answers 412 instead of moving it twice. The answer is the updated application.
 */
export function useMoveApplication(id: number, version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveInput) =>
      api
        .post<{ data: ApplicationDetail }>(`${adminApplicationPath(id)}move/`, body, ifMatch(version))
        .then((r) => r.data),
    onSuccess: (detail) => {
      client.setQueryData(adminApplicationKeys.detail(id), detail);
      return client.invalidateQueries({ queryKey: adminApplicationKeys.lists() });
    },
  });
}
