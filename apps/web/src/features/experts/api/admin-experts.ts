import type { ExpertBody, ExpertFormOptions, ExpertItem } from "@pp/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { expertKeys, expertPaths } from "./keys";

/** Every provider, active country and region, for the expert form. */
export function useExpertFormOptions() {
  return useQuery({
    queryKey: expertKeys.formOptions(),
    queryFn: ({ signal }) =>
      api.get<{ data: ExpertFormOptions }>(expertPaths.formOptions, { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: expertKeys.all });
}

export function useSaveExpert() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Partial<ExpertBody> }) =>
      (id
        ? api.patch<{ data: ExpertItem }>(expertPaths.one("admin", id), body)
        : api.post<{ data: ExpertItem }>(expertPaths.list("admin"), body)
      ).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useDeleteExpert() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(expertPaths.one("admin", id)),
    onSuccess: refresh,
  });
}

export function useExpertPhotoUpload() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) => {
      if (!file) return api.delete<{ data: ExpertItem }>(expertPaths.photo(id)).then((r) => r.data);
      const form = new FormData();
      form.append("file", file);
      return api.upload<{ data: ExpertItem }>(expertPaths.photo(id), form).then((r) => r.data);
    },
    onSuccess: refresh,
  });
}
