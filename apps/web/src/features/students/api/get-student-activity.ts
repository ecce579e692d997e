import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

export type ActivityEntry = {
  kind: string;
  summary: string;
  by: string | null;
  at: string;
  application_id: number | null;
};

/** What happened to a student, newest first. */
export function useStudentActivity(id: number) {
  return useQuery({
    queryKey: studentKeys.activity(id),
    queryFn: ({ signal }) =>
      api.get<{ data: ActivityEntry[] }>(studentPaths.activity(id), { signal }).then((r) => r.data),
  });
}
