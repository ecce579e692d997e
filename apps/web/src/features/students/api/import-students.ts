import type { StudentImportJob, StudentImportResult } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { studentKeys } from "./student-keys";

export type TemplateFormat = "csv" | "xlsx";

export const importPaths = {
  send: (commit: boolean) => `/partner/students/import/?commit=${commit}`,
  template: (format: TemplateFormat) => `/partner/students/import/template/?format=${format}`,
  jobs: "/partner/students/import/jobs/",
  job: (id: number) => `/partner/students/import/jobs/${id}/`,
};

export const importKeys = {
  all: [...studentKeys.all, "imports"] as const,
  recent: () => [...importKeys.all, "recent"] as const,
  job: (id: number) => [...importKeys.all, "job", id] as const,
};

/** What the server answers a file with: every row checked (up to 500 rows), or a background job. */
export type ImportAnswer = { kind: "rows"; result: StudentImportResult } | { kind: "job"; job: StudentImportJob };

/** Sends the file: `commit` false checks every row and writes nothing; true imports every row or none. */
export async function sendImport(file: File, commit: boolean): Promise<ImportAnswer> {
  const form = new FormData();
  form.append("file", file, file.name);
  const r = await api.upload<{ data: StudentImportResult | StudentImportJob }>(importPaths.send(commit), form, {
    timeoutMs: 120_000,
  });
  return "rows" in r.data ? { kind: "rows", result: r.data } : { kind: "job", job: r.data };
}

/** The check of a file, row by row. */
export function useCheckImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendImport(file, false),
    onSuccess: (a) => (a.kind === "job" ? client.invalidateQueries({ queryKey: importKeys.recent() }) : undefined),
  });
}

/** The import itself (all rows or none); the students lists change with it. */
export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendImport(file, true),
    onSuccess: (a) =>
      client.invalidateQueries({ queryKey: a.kind === "job" ? importKeys.recent() : studentKeys.lists() }),
  });
}

export function useDownloadTemplate() {
  return useMutation({
    mutationFn: (format: TemplateFormat) => api.download(importPaths.template(format)).then(saveFile),
  });
}
