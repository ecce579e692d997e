import { notificationPaths, type ReportJob } from "@pp/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { readEventStream } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";
import { type ListEnvelope, reportKeys } from "./keys";

/** The live event the server sends for each step of an export (data: the job as the list shows it). */
export const PROGRESS_EVENT = "report.progress";
const MAX_BACKOFF_MS = 30_000;

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
  const signedIn = useSession((s) => s.isAuthenticated);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    let backoff = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readEventStream(
        notificationPaths.stream,
        (event, data) => {
          backoff = 1000;
          if (event !== PROGRESS_EVENT) return;
          try {
            const job = JSON.parse(data) as ReportJob;
            replaceJob(client, job);
          } catch {
            // a malformed event changes nothing
          }
        },
        controller.signal,
        () => setConnected(true),
      )
        .catch(() => undefined)
        .finally(() => {
          setConnected(false);
          if (controller.signal.aborted) return;
          // What happened while the stream was down comes with one fetch.
          void client.invalidateQueries({ queryKey: reportKeys.jobs() });
          timer = setTimeout(connect, backoff);
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, signedIn]);
  return connected;
}
