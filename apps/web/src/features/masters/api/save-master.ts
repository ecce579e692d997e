import type { MasterItem, MasterResource } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { masterKeys } from "./get-masters";

export type SaveMasterInput = { id?: number; body: Record<string, unknown> };

export const saveMaster = (resource: MasterResource, { id, body }: SaveMasterInput) =>
  (id === undefined
    ? api.post<{ data: MasterItem }>(`/masters/${resource}/`, body)
    : api.patch<{ data: MasterItem }>(`/masters/${resource}/${id}/`, body)
  ).then((r) => r.data);

/** Creates a row (no id) or changes one (any part of the body, e.g. `{is_active}`). */
export function useSaveMaster(resource: MasterResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMasterInput) => saveMaster(resource, input),
    onSuccess: () => client.invalidateQueries({ queryKey: masterKeys.resource(resource) }),
  });
}
