import type { CourseDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type InLanguage, useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { catalogueKeys } from "./catalogue-keys";

/** An intake an application for the course can choose (active, in its start months, not yet started). */
export type IntakeOption = CourseDetail["intakes"][number];

export const getCourse = (id: number, signal?: AbortSignal) =>
  api.get<{ data: CourseDetail }>(`/partner/courses/${id}/`, { signal }).then((r) => r.data);

/** The course's query; its entry requirements are sentences in `language` (useAnswerLanguage). */
export const courseQueryOptions = (id: number, language: InLanguage) => ({
  queryKey: [...catalogueKeys.course(id), language],
  queryFn: ({ signal }: { signal?: AbortSignal }) => getCourse(id, signal),
});

/** One course with its requirements, city and upcoming intakes. */
export function useCourse(id: number) {
  const language = useAnswerLanguage();
  return useQuery({ ...courseQueryOptions(id, language), enabled: Number.isInteger(id) && id > 0 });
}
