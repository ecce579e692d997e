import { type AdminJob, adminJobPaths } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminJobKeys } from "./get-jobs";

export type JobAction = "retry" | "cancel";

export const runJobAction = ({ id, action }: { id: string; action: JobAction }) =>
  api.post<{ data: AdminJob }>(adminJobPaths[action](id)).then((r) => r.data);

/** Retries a failed job or cancels a queued or running one; refusals (it changed meanwhile) are 409s. */
export function useJobAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runJobAction,
    onSuccess: () => client.invalidateQueries({ queryKey: adminJobKeys.lists() }),
  });
}
