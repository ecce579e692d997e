import type { BulkResult, CounsellorItem } from "@pp/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, saveFile } from "../../lib/api-client";

/** The two lists with bulk actions, and where their API lives. */
export type BulkKind = "students" | "applications";
const BASE: Record<BulkKind, string> = { students: "/partner/students/", applications: "/partner/application/" };
/** Each list's query keys (the features' own `all` keys): what a bulk action refreshes. */
const LIST_KEYS: Record<BulkKind, readonly string[]> = { students: ["students"], applications: ["applications"] };

/** What is selected: the ticked ids, or every record matching the list's filters (`filters`: the URL's values). */
export type BulkTarget = { ids: number[] } | { all: true; filters: Record<string, string> };
export type BulkAction = "assign-counsellor" | "add-tag" | "remove-tag";

export const bulkKeys = {
  counsellors: ["counsellors"] as const,
  tags: (kind: BulkKind) => ["bulk-tags", kind] as const,
};

/** The partner's people a record can be given to (the owner first, then the active sub-logins). */
export function useCounsellors(enabled = true) {
  return useQuery({
    queryKey: bulkKeys.counsellors,
    queryFn: ({ signal }) =>
      api.get<{ data: CounsellorItem[] }>("/partner/counsellors/", { signal }).then((r) => r.data),
    staleTime: 60_000,
    enabled,
  });
}

/** The tags the list's records carry, for suggestions and the Tag filter. */
export function useTags(kind: BulkKind, enabled = true) {
  return useQuery({
    queryKey: bulkKeys.tags(kind),
    queryFn: ({ signal }) => api.get<{ data: string[] }>(`${BASE[kind]}tags/`, { signal }).then((r) => r.data),
    staleTime: 60_000,
    enabled,
  });
}

const selectionBody = (target: BulkTarget) =>
  "ids" in target ? { ids: target.ids } : { selection: { all: true, filters: target.filters } };

/** One bulk action; on success the list, its records and the tag suggestions are refreshed. */
export function useBulkAction(kind: BulkKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { action: BulkAction; target: BulkTarget; counsellor_id?: number; tag?: string }) =>
      api
        .post<{ data: BulkResult }>(`${BASE[kind]}bulk/${v.action}/`, {
          ...selectionBody(v.target),
          ...(v.action === "assign-counsellor" ? { counsellor_id: v.counsellor_id } : { tag: v.tag }),
        })
        .then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LIST_KEYS[kind] }),
        client.invalidateQueries({ queryKey: bulkKeys.tags(kind) }),
      ]),
  });
}

/** "Export selection": the list's CSV export of just the ids ticked, or of every record the filters match. */
export async function exportSelection(kind: BulkKind, target: BulkTarget) {
  const q = new URLSearchParams({ format: "csv" });
  if ("ids" in target) q.set("ids", target.ids.join(","));
  else for (const [k, v] of Object.entries(target.filters)) q.set(k, v);
  const file = await api.download(`/partner/reports/${kind}/?${q}`);
  saveFile(file);
  return file.filename;
}
