import type { CourseDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

/** An intake an application for the course can choose (active, in its start months, not yet started). */
export type IntakeOption = CourseDetail["intakes"][number];

export const getCourse = (id: number, signal?: AbortSignal) =>
  api.get<{ data: CourseDetail }>(`/partner/courses/${id}/`, { signal }).then((r) => r.data);

export const courseQueryOptions = (id: number) => ({
  queryKey: catalogueKeys.course(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getCourse(id, signal),
});

/** One course with its requirements, city and upcoming intakes. */
export function useCourse(id: number) {
  return useQuery({ ...courseQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
