import type { StudentItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

export type StudentList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: StudentItem[] };
};

/** One page of the partner's students; `query` is the list's URL query string (filters, page, ordering). */
export function useStudents(query: string) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) => api.get<StudentList>(`${studentPaths.list}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
