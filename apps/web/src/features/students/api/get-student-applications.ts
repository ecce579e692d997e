import type { ApplicationItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys } from "./student-keys";

type ApplicationList = { count: number; results: { data: ApplicationItem[] } };

/** The student's applications (the newest 100). */
export function useStudentApplications(id: number) {
  return useQuery({
    queryKey: studentKeys.applications(id),
    queryFn: ({ signal }) =>
      api
        .get<ApplicationList>(`/partner/application/?student=${id}&page_size=100`, { signal })
        .then((r) => r.results.data),
  });
}
