import type { StudentItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type StudentPage = { count: number; results: { data: StudentItem[] } };

/** How many students the picker offers for a search. */
export const STUDENT_PICK_SIZE = 20;

export const searchStudents = (search: string, signal?: AbortSignal) => {
  const q = new URLSearchParams({ page: "1", page_size: String(STUDENT_PICK_SIZE), status: "active" });
  if (search.trim()) q.set("search", search.trim());
  return api.get<StudentPage>(`/partner/students/?${q}`, { signal }).then((r) => r.results.data);
};

/** Active students matching a search, for the apply form's picker. */
export function useStudentSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ["shortlist", "students", search.trim()],
    queryFn: ({ signal }) => searchStudents(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
