import type { SubLoginItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { subLoginKeys } from "./get-sublogins";

export type StatusAction = "disable" | "enable";

export const setSubLoginStatus = ({ id, action }: { id: number; action: StatusAction }) =>
  api.post<{ data: SubLoginItem }>(`/partner/sublogins/${id}/${action}/`).then((r) => r.data);

/** Disables a sub-login (its sessions end) or enables it again. */
export function useSetSubLoginStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSubLoginStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: subLoginKeys.lists() }),
  });
}
