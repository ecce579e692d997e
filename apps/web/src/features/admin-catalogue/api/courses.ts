import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AdminCourse, adminCatalogueKeys, type Paged, type UpcomingIntake } from "./keys";
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

/** One course with its application deadlines (the form's deadlines start from these). */
export function useAdminCourse(id: number | undefined) {
  return useQuery({
    queryKey: adminCatalogueKeys.course(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: AdminCourse }>(`/admin/courses/${id}/`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

/** Every intake not yet started: the form offers a deadline for those in the course's months. */
export function useUpcomingIntakes() {
  return useQuery({
    queryKey: adminCatalogueKeys.upcomingIntakes(),
    queryFn: ({ signal }) =>
      api.get<{ data: UpcomingIntake[] }>("/admin/upcoming-intakes/", { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}
