import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/** Deletes one of a student's documents. */
export function useDeleteStudentDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) => api.delete<void>(studentPaths.document(id, docId)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: studentKeys.documents(id) }),
        client.invalidateQueries({ queryKey: studentKeys.activity(id) }),
      ]),
  });
}
