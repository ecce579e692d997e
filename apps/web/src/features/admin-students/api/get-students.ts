import type { AdminStudentItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type AdminStudentList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: AdminStudentItem[] };
};

export const adminStudentKeys = {
  all: ["admin-students"] as const,
  list: (query: string) => [...adminStudentKeys.all, "list", query] as const,
};

export const getAdminStudents = (query: string, signal?: AbortSignal) =>
  api.get<AdminStudentList>(`/admin/students/?${query}`, { signal });

/** One page of every partner's students; `query` is the URL's list query (search, partner, created range, page). */
export function useAdminStudents(query: string) {
  return useQuery({
    queryKey: adminStudentKeys.list(query),
    queryFn: ({ signal }) => getAdminStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}
