import type { StudentDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { studentKeys, studentPaths } from "./student-keys";

/** One student; a 404 (missing or another partner's) is not retried. */
export function useStudent(id: number) {
  return useQuery({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ data: StudentDetail }>(studentPaths.one(id), { signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}
