import type { ReportJob } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportKeys } from "./keys";
import { replaceJob } from "./live-progress";

export const cancelJob = (id: number) =>
  api.post<{ data: ReportJob }>(`/partner/reports/jobs/${id}/cancel/`).then((r) => r.data);

/** Cancels one of the caller's queued or running exports; the list shows it cancelled at once. */
export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => {
      replaceJob(client, job);
      return client.invalidateQueries({ queryKey: reportKeys.jobs() });
    },
  });
}
