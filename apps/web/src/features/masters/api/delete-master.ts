import type { MasterResource } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { masterKeys } from "./get-masters";

export const deleteMaster = (resource: MasterResource, id: number) => api.delete<void>(`/masters/${resource}/${id}/`);

/** Deletes a row nothing uses; otherwise the server answers 409 with a sentence naming what uses it. */
export function useDeleteMaster(resource: MasterResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMaster(resource, id),
    onSuccess: () => client.invalidateQueries({ queryKey: masterKeys.resource(resource) }),
  });
}
