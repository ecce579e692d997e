import type { adminApplicationItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { adminApplicationKeys, type ListEnvelope } from "./keys";

export type AdminApplicationItem = z.infer<typeof adminApplicationItem>;

export const getAdminApplications = (query: string, signal?: AbortSignal) =>
  api.get<ListEnvelope<AdminApplicationItem>>(`/admin/applications/?${query}`, { signal });

/** One page of every partner's applications; `query` is the URL's list query (search, status, partner, page). */
export function useAdminApplications(query: string) {
  return useQuery({
    queryKey: adminApplicationKeys.list(query),
    queryFn: ({ signal }) => getAdminApplications(query, signal),
    placeholderData: keepPreviousData,
  });
}
