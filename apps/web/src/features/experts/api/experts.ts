import type { ExpertFilterOptions, ExpertItem, StudentItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ltrText } from "../../../components/ltr";
import { api } from "../../../lib/api-client";
import { expertKeys, expertPaths, type ListEnvelope, type Side } from "./keys";

/** A page of experts: the active ones for a partner, every one for the Superadmin. */
export function useExperts(side: Side, query: string) {
  return useQuery({
    queryKey: expertKeys.list(side, query),
    queryFn: ({ signal }) => api.get<ListEnvelope<ExpertItem>>(`${expertPaths.list(side)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The partner's filter choices: what the active experts cover. */
export function useExpertFilters() {
  return useQuery({
    queryKey: expertKeys.filters(),
    queryFn: ({ signal }) =>
      api.get<{ data: ExpertFilterOptions }>(expertPaths.filters, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export type Option = { value: string; label: string };

/** Up to 20 of the partner's students matching the search, for the request form. */
export function useStudentOptions(search: string, enabled: boolean) {
  return useQuery<Option[]>({
    queryKey: expertKeys.students(search),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page_size: "20", ordering: "first_name" });
      if (search) q.set("search", search);
      return api
        .get<ListEnvelope<StudentItem>>(`/partner/students/?${q}`, { signal })
        .then((r) =>
          r.results.data.map((s) => ({ value: String(s.id), label: `${s.full_name} (${ltrText(s.email)})` })),
        );
    },
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** An expert's photo as a Blob (the route needs the bearer token, so an <img> cannot fetch it itself). */
export function useExpertPhoto(url: string | null) {
  return useQuery({
    queryKey: expertKeys.photo(url ?? ""),
    queryFn: ({ signal }) => api.download(url!, { signal }).then((f) => f.blob),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });
}
