import type { BankDocumentItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BankPatch } from "../utils/document-form";
import { bankKeys, bankPaths } from "./bank-keys";

type Answer = { data: BankDocumentItem };

/** After any change: the detail is the answer; every list (both sides) refreshes. */
function useSettle() {
  const client = useQueryClient();
  return (doc: BankDocumentItem) => {
    client.setQueryData(bankKeys.detail(doc.id), doc);
    return client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === bankKeys.all[0] && q.queryKey[2] === "list",
    });
  };
}

/** Uploads a new document (multipart: the fields and `file`). */
export function useUploadDocument() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (form: FormData) => api.upload<Answer>(bankPaths.list("admin"), form).then((r) => r.data),
    onSuccess: settle,
  });
}

/** Edits the details, or (de)activates with `is_active`. */
export function useUpdateDocument() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BankPatch }) =>
      api.patch<Answer>(bankPaths.one(id), patch).then((r) => r.data),
    onSuccess: settle,
  });
}

/** Uploads a new version of a document's file; earlier versions are kept. */
export function useUploadVersion() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api.upload<Answer>(bankPaths.versions(id), form).then((r) => r.data);
    },
    onSuccess: settle,
  });
}
