import type { CourseItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { catalogueKeys, type Page } from "./catalogue-keys";

export const getCourses = (query: string, signal?: AbortSignal) =>
  api.get<Page<CourseItem>>(`/partner/courses/list/?${query}`, { signal });

/** A page of the course finder for an API query string (filters, ordering, page). */
export function useCourses(query: string, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.courses(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
