import type { StudentDocumentItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/** A student's documents, newest first. */
export function useStudentDocuments(id: number) {
  return useQuery({
    queryKey: studentKeys.documents(id),
    queryFn: ({ signal }) =>
      api.get<{ data: StudentDocumentItem[] }>(studentPaths.documents(id), { signal }).then((r) => r.data),
  });
}
