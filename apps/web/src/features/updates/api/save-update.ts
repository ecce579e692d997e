import type { UpdateItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UpdateBody } from "../utils/update-form";
import { updateKeys, updatePaths } from "./update-keys";

/** Publishes a new update (id null) or saves an edited one; every updates list refreshes. */
export function useSaveUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UpdateBody }) =>
      (id === null
        ? api.post<{ data: UpdateItem }>(updatePaths.adminList, body)
        : api.patch<{ data: UpdateItem }>(updatePaths.adminOne(id), body)
      ).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: updateKeys.all }),
  });
}
