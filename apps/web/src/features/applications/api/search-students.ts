import type { StudentItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationKeys, type ListEnvelope } from "./keys";

export type StudentOption = Pick<StudentItem, "id" | "full_name" | "email">;

export const searchStudents = (search: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page_size: "20", ordering: "first_name" });
  if (search) query.set("search", search);
  return api
    .get<ListEnvelope<StudentItem>>(`/partner/students/?${query}`, { signal })
    .then((r) => r.results.data.map(({ id, full_name, email }) => ({ id, full_name, email })));
};

/** Up to 20 of the partner's students matching the search (all when it is empty). */
export function useStudentOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.options("students", search),
    queryFn: ({ signal }) => searchStudents(search, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** One student, for a preset (locked) student choice. */
export function useStudentOption(id: number | undefined) {
  return useQuery({
    queryKey: applicationKeys.options("student", String(id)),
    queryFn: ({ signal }) =>
      api
        .get<{ data: StudentItem }>(`/partner/students/${id}/`, { signal })
        .then(({ data }): StudentOption => ({ id: data.id, full_name: data.full_name, email: data.email })),
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}
