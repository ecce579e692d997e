import type { ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationPath } from "./get-application";
import { applicationKeys } from "./keys";

type Move = { note?: string };

const move = (id: number, action: "submit" | "withdraw", body: Move) =>
  api.post<{ data: ApplicationDetail }>(`${applicationPath(id)}${action}/`, body).then((r) => r.data);

/** Submit or withdraw: the answer is the new detail; the lists refresh. */
function useMove(id: number, action: "submit" | "withdraw") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Move) => move(id, action, body),
    onSuccess: (detail) => {
      client.setQueryData(applicationKeys.detail(id), detail);
      return client.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

export const useSubmitApplication = (id: number) => useMove(id, "submit");
export const useWithdrawApplication = (id: number) => useMove(id, "withdraw");
