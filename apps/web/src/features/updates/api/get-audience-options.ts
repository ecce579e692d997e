import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { updateKeys } from "./update-keys";

export type AudienceOption = { id: number; name: string; is_active: boolean };

type Page = { count: number; next: string | null; results: { data: AudienceOption[] } };

/** Every row of a Masters list, page by page (the API gives at most 100 a page; there are ~250 countries). */
async function allRows(resource: "countries" | "regions", signal: AbortSignal) {
  const rows: AudienceOption[] = [];
  for (let page = 1; page <= 20; page++) {
    const r = await api.get<Page>(`/masters/${resource}/?page=${page}&page_size=100`, { signal });
    rows.push(...r.results.data);
    if (!r.next || rows.length >= r.count) break;
  }
  return rows;
}

/** The countries or regions an update can be aimed at (inactive ones too, so old audiences keep their names). */
export function useAudienceOptions(kind: "countries" | "regions") {
  return useQuery({
    queryKey: updateKeys.audience(kind),
    queryFn: ({ signal }) => allRows(kind, signal),
    staleTime: 10 * 60_000,
  });
}
