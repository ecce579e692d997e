import type { ImportPreview } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { adminCatalogueKeys } from "./keys";

export type TemplateFormat = "csv" | "xlsx";

/** Downloads the import template (header and one example row) and saves it. */
export const downloadTemplate = (format: TemplateFormat) =>
  api.download(`/admin/courses/import/template/?format=${format}`).then(saveFile);

/** Sends the file: `commit` false checks every row; true imports every row or none. */
export function sendImport(file: File, commit: boolean) {
  const form = new FormData();
  form.append("file", file, file.name);
  return api.upload<ImportPreview>(`/admin/courses/import/?commit=${commit}`, form, { timeoutMs: 120_000 });
}

/** The check of a file, row by row; nothing is written. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (file: File) => sendImport(file, false) });
}

/** The import itself; the course and provider lists change with it. */
export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendImport(file, true),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCatalogueKeys.courses() }),
        client.invalidateQueries({ queryKey: adminCatalogueKeys.providers() }),
      ]),
  });
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
