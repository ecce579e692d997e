import { useQueries } from "@tanstack/react-query";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { courseQueryOptions, type IntakeOption } from "../../catalogue/api/get-course";
import { upcomingIntakes } from "../utils/intakes";

export type CourseIntakes = { intakes: IntakeOption[]; pending: boolean; failed: boolean };

/** The upcoming intakes (with ids) of each course, from the course details; shares their cache. */
export function useCourseIntakes(courseIds: readonly number[], enabled: boolean, now = new Date()) {
  const language = useAnswerLanguage();
  const results = useQueries({
    queries: courseIds.map((id) => ({ ...courseQueryOptions(id, language), enabled, staleTime: 5 * 60_000 })),
  });
  const byCourse = new Map<number, CourseIntakes>();
  courseIds.forEach((id, i) => {
    const r = results[i];
    const course = r?.data;
    byCourse.set(id, {
      intakes: course ? upcomingIntakes(course.intakes ?? [], course.intake_months, now) : [],
      pending: !!r?.isPending,
      failed: !!r?.isError,
    });
  });
  return byCourse;
}
