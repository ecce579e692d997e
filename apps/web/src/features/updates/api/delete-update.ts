import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { updateKeys, updatePaths } from "./update-keys";

/** Deletes an update for good; every updates list refreshes. */
export function useDeleteUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(updatePaths.adminOne(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: updateKeys.all }),
  });
}
