import type { MatchItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { studentKeys } from "../../students/api/student-keys";
import type { Page } from "./catalogue-keys";

/**
 * The course finder with a student chosen (issue 18): the same filters, through the student's matches, so each
 * course comes with its verdict and the page is sorted by match. `query` is the finder's (its ordering is dropped:
 * matches have one order).
 */
export function useFinderMatches(studentId: number | undefined, query: string) {
  const language = useAnswerLanguage();
  const q = new URLSearchParams(query);
  q.delete("ordering");
  return useQuery({
    queryKey: [...studentKeys.matches(studentId ?? 0), "finder", q.toString(), language],
    queryFn: ({ signal }) => api.get<Page<MatchItem>>(`/partner/students/${studentId}/matches/?${q}`, { signal }),
    enabled: studentId !== undefined,
    placeholderData: keepPreviousData,
  });
}
