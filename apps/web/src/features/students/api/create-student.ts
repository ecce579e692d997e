import type { StudentCreateBody, StudentDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/** Adds a student; the lists refresh. A duplicate answers 409 with the existing student's id. */
export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentCreateBody) =>
      api.post<{ data: StudentDetail }>(studentPaths.create, body).then((r) => r.data),
    onSuccess: (student) => {
      client.setQueryData(studentKeys.detail(student.id), student);
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}
