import type { StudentDocumentItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

export type UploadInput = { file: File; kind: string };

/** Uploads one file (multipart field `file`, the type in `?kind=`); the answer is the new document list. */
export function useUploadStudentDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: UploadInput) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api
        .upload<{ data: StudentDocumentItem[] }>(`${studentPaths.documents(id)}?${new URLSearchParams({ kind })}`, form)
        .then((r) => r.data);
    },
    onSuccess: (docs) => {
      client.setQueryData(studentKeys.documents(id), docs);
      return client.invalidateQueries({ queryKey: studentKeys.activity(id) });
    },
  });
}
