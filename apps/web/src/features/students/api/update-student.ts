import type { StudentDetail, StudentUpdateBody } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/** Saves a student's profile; the detail takes the answer, lists and activity refresh. */
export function useUpdateStudent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentUpdateBody) =>
      api.patch<{ data: StudentDetail }>(studentPaths.one(id), body).then((r) => r.data),
    onSuccess: (student) => {
      client.setQueryData(studentKeys.detail(id), student);
      return Promise.all([
        client.invalidateQueries({ queryKey: studentKeys.lists() }),
        client.invalidateQueries({ queryKey: studentKeys.activity(id) }),
      ]);
    },
  });
}
