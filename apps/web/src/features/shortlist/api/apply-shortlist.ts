import type { ApplicationDetail, ShortlistApplyBody } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shortlistKeys } from "./get-shortlist";

export const applyShortlist = (body: ShortlistApplyBody) =>
  api.post<{ data: ApplicationDetail[] }>("/partner/shortlist/apply/", body).then((r) => r.data);

/**
 * Creates Draft applications for a student, all or none. The server takes the applied courses off the
 * shortlist, so the shortlist is fetched again; application lists are refreshed too.
 */
export function useApplyShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyShortlist,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: shortlistKeys.all });
      void client.invalidateQueries({ queryKey: ["applications"] });
    },
  });
}
