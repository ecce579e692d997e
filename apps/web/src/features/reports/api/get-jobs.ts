import type { ReportJob } from "@pp/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { apiRelative, isActiveJob, reportPaths } from "../utils/report-kinds";
import { type ListEnvelope, reportKeys } from "./keys";

export const JOB_POLL_MS = 2_000;
/**
 * With the live stream connected, a slow check all the same while an export is active: an event sent while the
 * list's first answer was on its way (or before the stream opened) reaches no cached row, and without this the row
 * would say "Running" until the page is reloaded (seen once in a browser test).
 */
export const LIVE_CHECK_MS = 10_000;

/**
 * The caller's background exports, newest first. While the live stream is connected its events keep the list
 * current (live-progress.ts), checked every 10 s while an export is active; without it the list is polled every
 * 2 s while any export is queued or running.
 */
export function useReportJobs(page: number, pageSize: number, live = false) {
  return useQuery<ListEnvelope<ReportJob>>({
    queryKey: reportKeys.jobsPage(page, pageSize),
    queryFn: ({ signal }) => api.get<ListEnvelope<ReportJob>>(reportPaths.jobs(page, pageSize), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.data.some((j) => isActiveJob(j.status)) ? (live ? LIVE_CHECK_MS : JOB_POLL_MS) : false,
  });
}

/** Downloads a finished export with its file name. */
export function useDownloadJob() {
  return useMutation({
    mutationFn: (job: ReportJob) =>
      api.download(apiRelative(job.download_url ?? `/partner/reports/jobs/${job.id}/download/`)).then(saveFile),
  });
}
