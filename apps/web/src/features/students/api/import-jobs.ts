import type { StudentImportJob } from "@pp/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, saveFile } from "../../../lib/api-client";
import { useLiveStream } from "../../../lib/live-stream";
import { importKeys, importPaths } from "./import-students";
import { studentKeys } from "./student-keys";

/** The live event each step of a background import sends (data: the job without its rows' errors). */
export const IMPORT_PROGRESS_EVENT = "student-import.progress";
const POLL_MS = 1_500;
const LIVE_CHECK_MS = 10_000;

export const isActiveImport = (j: Pick<StudentImportJob, "status">) =>
  j.status === "queued" || j.status === "checking" || j.status === "importing";

const apiRelative = (url: string) => url.replace(/^\/api/, "");

/** One background import; polled while it runs (slowly while the live stream already brings its steps). */
export function useImportJob(id: number | null, live: boolean) {
  return useQuery({
    queryKey: importKeys.job(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: StudentImportJob }>(importPaths.job(id!), { signal }).then((r) => r.data),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && isActiveImport(q.state.data) ? (live ? LIVE_CHECK_MS : POLL_MS) : false),
  });
}

/** The caller's latest background imports. */
export function useRecentImports() {
  return useQuery({
    queryKey: importKeys.recent(),
    queryFn: ({ signal }) => api.get<{ data: StudentImportJob[] }>(importPaths.jobs, { signal }).then((r) => r.data),
  });
}

/**
 * While the import page is open: each step of a background import lands in its cached job at once; its end
 * reads the job again (for its rows' errors) and, when students were added, the lists. Returns whether the stream
 * is connected.
 */
export function useLiveImportProgress() {
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  useLiveStream({
    onOpen: () => setConnected(true),
    onDrop: () => setConnected(false),
    onEvent: (event, data) => {
      if (event !== IMPORT_PROGRESS_EVENT) return;
      let step: StudentImportJob;
      try {
        step = JSON.parse(data) as StudentImportJob;
      } catch {
        return;
      }
      client.setQueryData<StudentImportJob>(importKeys.job(step.id), (had) =>
        had ? { ...step, problems: had.problems } : had,
      );
      if (!isActiveImport(step)) {
        void client.invalidateQueries({ queryKey: importKeys.job(step.id) });
        void client.invalidateQueries({ queryKey: importKeys.recent() });
        if (step.committed) void client.invalidateQueries({ queryKey: studentKeys.lists() });
      }
    },
  });
  return connected;
}

/** Downloads a finished import's file with the result of each row. */
export function useDownloadImportResult() {
  return useMutation({
    mutationFn: (job: StudentImportJob) => api.download(apiRelative(job.result_url ?? "")).then(saveFile),
  });
}
