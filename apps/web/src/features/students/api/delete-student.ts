import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/** Deletes a student (owner only, and only without applications: the server says why otherwise). */
export function useDeleteStudent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(studentPaths.one(id)),
    onSuccess: () => {
      client.removeQueries({ queryKey: studentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}
