import type { StudentDocumentItem } from "@pp/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationKeys } from "./keys";

const documentsPath = (studentId: number) => `/partner/students/${studentId}/documents/`;

/** The student's documents (newest first), for the checklist's file names. */
export function useStudentDocuments(studentId: number | undefined) {
  return useQuery({
    queryKey: applicationKeys.documents(studentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: StudentDocumentItem[] }>(documentsPath(studentId!), { signal }).then((r) => r.data),
    enabled: studentId !== undefined,
  });
}

export const uploadStudentDocument = (studentId: number, kind: string, file: File) => {
  const form = new FormData();
  form.append("file", file);
  return api
    .upload<{ data: StudentDocumentItem[] }>(`${documentsPath(studentId)}?kind=${encodeURIComponent(kind)}`, form)
    .then((r) => r.data);
};

/** Uploads one document of a kind; the student's documents and this application's checklist refresh. */
export function useUploadStudentDocument(studentId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: string; file: File }) => uploadStudentDocument(studentId, kind, file),
    onSuccess: (docs) => {
      client.setQueryData(applicationKeys.documents(studentId), docs);
      return client.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) });
    },
  });
}
