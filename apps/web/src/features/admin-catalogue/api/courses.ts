import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AdminCourse, adminCatalogueKeys, type Paged } from "./keys";
import type { SaveInput } from "./providers";

export const getAdminCourses = (query: string, signal?: AbortSignal) =>
  api.get<Paged<AdminCourse>>(`/admin/courses/?${query}`, { signal });

export const adminCoursesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminCatalogueKeys.courseList(query),
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of courses, active or not, most recently changed first. */
export function useAdminCourses(query: string) {
  return useQuery(adminCoursesQueryOptions(query));
}

export const saveCourse = ({ id, body }: SaveInput) =>
  (id === undefined
    ? api.post<{ data: AdminCourse }>("/admin/courses/", body)
    : api.patch<{ data: AdminCourse }>(`/admin/courses/${id}/`, body)
  ).then((r) => r.data);

/** Creates a course (no id) or changes one; the providers' course counts change with it. */
export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCatalogueKeys.courses() }),
        client.invalidateQueries({ queryKey: adminCatalogueKeys.providers() }),
      ]),
  });
}
