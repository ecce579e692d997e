import type { ReadKind } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ReadLogPage } from "./get-student-reads";
import { studentKeys } from "./student-keys";

/** The agency's whole read log (the company page; the owner only), 20 a page, optionally one kind. */
export function usePartnerReads(page: number, what: ReadKind | null) {
  const query = new URLSearchParams({ page: String(page), page_size: "20" });
  if (what) query.set("what", what);
  return useQuery({
    queryKey: [...studentKeys.all, "reads", "partner", page, what] as const,
    queryFn: ({ signal }) => api.get<ReadLogPage>(`/partner/reads/?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
