import type { ReportJob } from "@pp/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLiveStream } from "../../../lib/live-stream";
import { type ListEnvelope, reportKeys } from "./keys";

/** The live event the server sends for each step of an export (data: the job as the list shows it). */
export const PROGRESS_EVENT = "report.progress";

/** Puts a job's new state into every cached page of "Your exports" that holds it. */
export function replaceJob(client: QueryClient, job: ReportJob) {
  client.setQueriesData<ListEnvelope<ReportJob>>({ queryKey: reportKeys.jobs() }, (page) => {
    if (!page?.results.data.some((j) => j.id === job.id)) return page;
    return { ...page, results: { ...page.results, data: page.results.data.map((j) => (j.id === job.id ? job : j)) } };
  });
}

/**
 * Listens to the live stream while the reports page is open: each export's progress, end or cancel lands in the
 * cached list at once. Returns whether the stream is connected; while it is, the list needs no polling.
 */
export function useLiveExportProgress() {
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  useLiveStream({
    onOpen: () => {
      setConnected(true);
      // An export that moved (or ended) before the stream was open sent its event to nobody: catch up once.
      void client.invalidateQueries({ queryKey: reportKeys.jobs() });
    },
    onEvent: (event, data) => {
      if (event !== PROGRESS_EVENT) return;
      try {
        replaceJob(client, JSON.parse(data) as ReportJob);
      } catch {
        // a malformed event changes nothing
      }
    },
    onDrop: () => {
      setConnected(false);
      // What happened while the stream was down comes with one fetch.
      void client.invalidateQueries({ queryKey: reportKeys.jobs() });
    },
  });
  return connected;
}
