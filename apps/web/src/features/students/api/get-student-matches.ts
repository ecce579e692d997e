import type { MatchItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { studentKeys } from "./student-keys";

export interface MatchFilters {
  country?: number;
  study_level?: number;
  discipline?: string;
  page: number;
}
export const MATCH_PAGE_SIZE = 10;

type MatchList = { count: number; results: { data: MatchItem[] } };
export type MatchPage = { count: number; items: MatchItem[] };

/**
 * Courses ranked for the student (issue 18): the best first, each with its verdict and reasons, which the server
 * writes in the reader's language (asked again in a new one).
 */
export function useStudentMatches(id: number, f: MatchFilters) {
  const language = useAnswerLanguage();
  const query = new URLSearchParams({ page: String(f.page), page_size: String(MATCH_PAGE_SIZE) });
  if (f.country) query.set("country", String(f.country));
  if (f.study_level) query.set("study_level", String(f.study_level));
  // Comma-separated disciplines, one `discipline` each (as the course finder sends them).
  for (const d of (f.discipline ?? "").split(",")) if (d.trim()) query.append("discipline", d.trim().slice(0, 120));
  return useQuery<MatchPage>({
    queryKey: [...studentKeys.matches(id), query.toString(), language],
    queryFn: ({ signal }) =>
      api.get<MatchList>(`/partner/students/${id}/matches/?${query}`, { signal }).then((r) => ({
        count: r.count,
        items: r.results.data,
      })),
    placeholderData: keepPreviousData,
  });
}
