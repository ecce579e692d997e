import type { StudentErasure } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

/** Erases a student's personal data (the owner only; issue 37): applications in progress refuse unless withdrawn. */
export function useEraseStudent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (withdraw: boolean) =>
      api
        .post<{ data: StudentErasure }>(studentPaths.erase(id), { withdraw_active_applications: withdraw })
        .then((r) => r.data),
    onSuccess: () => {
      client.removeQueries({ queryKey: studentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}
