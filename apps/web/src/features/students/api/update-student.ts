import type { StudentDetail, StudentUpdateBody } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/**
 * Saves a student's profile, naming the version that was edited (If-Match): a change made meanwhile by someone
 * else is refused with 412 rather than overwritten. The detail takes the answer, lists and activity refresh.
 */
export function useUpdateStudent(id: number, version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentUpdateBody) =>
      api.patch<{ data: StudentDetail }>(studentPaths.one(id), body, ifMatch(version)).then((r) => r.data),
    onSuccess: (student) => {
      client.setQueryData(studentKeys.detail(id), student);
      return Promise.all([
        client.invalidateQueries({ queryKey: studentKeys.lists() }),
        client.invalidateQueries({ queryKey: studentKeys.activity(id) }),
      ]);
    },
  });
}
