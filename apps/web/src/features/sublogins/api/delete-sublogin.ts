import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { subLoginKeys } from "./get-sublogins";

export const deleteSubLogin = (id: number) => api.delete<void>(`/partner/sublogins/${id}/`);

/** Deletes a sub-login without activity; otherwise the server answers 409 with its reason. */
export function useDeleteSubLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSubLogin,
    onSuccess: () => client.invalidateQueries({ queryKey: subLoginKeys.lists() }),
  });
}
