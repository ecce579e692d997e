import type { MasterItem, MasterResource } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { lookupKeys } from "../../lookups/use-countries";
import { masterKeys } from "./get-masters";

/** `version`: the `updated_at` of the row as shown, sent as If-Match so a change made meanwhile is not overwritten. */
export type SaveMasterInput = { id?: number; body: Record<string, unknown>; version?: string };

export const saveMaster = (resource: MasterResource, { id, body, version }: SaveMasterInput) =>
  (id === undefined
    ? api.post<{ data: MasterItem }>(`/masters/${resource}/`, body)
    : api.patch<{ data: MasterItem }>(`/masters/${resource}/${id}/`, body, ifMatch(version))
  ).then((r) => r.data);

/**
 * Creates a row (no id) or changes one (any part of the body, e.g. `{is_active}`). A 412 (someone changed the row
 * meanwhile) shows the server's sentence and reloads the list, so the next try starts from the current row.
 */
export function useSaveMaster(resource: MasterResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMasterInput) => saveMaster(resource, input),
    onSuccess: () => {
      // Statuses and levels are also named per language on every screen (use-master-names.ts).
      if (resource === "application-statuses" || resource === "study-levels")
        void client.invalidateQueries({ queryKey: lookupKeys.masterNames });
      return client.invalidateQueries({ queryKey: masterKeys.resource(resource) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 412)
        void client.invalidateQueries({ queryKey: masterKeys.resource(resource) });
    },
  });
}
