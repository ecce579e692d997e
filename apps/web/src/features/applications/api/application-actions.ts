import type { ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch } from "../../../lib/api-client";
import { applicationPath } from "./get-application";
import { applicationKeys } from "./keys";

type Move = { note?: string };

const move = (id: number, action: "submit" | "withdraw", body: Move, version?: string) =>
  api.post<{ data: ApplicationDetail }>(`${applicationPath(id)}${action}/`, body, ifMatch(version)).then((r) => r.data);

/**
 * Submit or withdraw the version on screen (If-Match: a change made meanwhile answers 412 with a sentence); the
 * answer is the new detail; the lists refresh.
 */
function useMove(id: number, action: "submit" | "withdraw", version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Move) => move(id, action, body, version),
    onSuccess: (detail) => {
      client.setQueryData(applicationKeys.detail(id), detail);
      return client.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

export const useSubmitApplication = (id: number, version?: string) => useMove(id, "submit", version);
export const useWithdrawApplication = (id: number, version?: string) => useMove(id, "withdraw", version);
