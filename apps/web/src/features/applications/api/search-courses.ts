import type { CourseDetail, CourseItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { applicationKeys, type ListEnvelope } from "./keys";

export const searchCourses = (search: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page_size: "20", ordering: "name", search });
  return api.get<ListEnvelope<CourseItem>>(`/partner/courses/list/?${query}`, { signal }).then((r) => r.results.data);
};

/** Up to 20 catalogue courses whose name or provider matches the search (two letters at least). */
export function useCourseOptions(search: string) {
  return useQuery({
    queryKey: applicationKeys.options("courses", search),
    queryFn: ({ signal }) => searchCourses(search, signal),
    placeholderData: keepPreviousData,
    enabled: search.length >= 2,
    staleTime: 60_000,
  });
}

/** A course detail; `intakes` is read when the server lists the course's intakes with their ids. */
export type CourseWithIntakes = CourseDetail & { intakes?: { id: number; name: string }[] };

export function useCourse(id: number | null) {
  // Its entry requirements are sentences in the reader's language.
  const language = useAnswerLanguage();
  return useQuery({
    queryKey: [...applicationKeys.course(id ?? 0), language],
    queryFn: ({ signal }) =>
      api.get<{ data: CourseWithIntakes }>(`/partner/courses/${id}/`, { signal }).then((r) => r.data),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
