import type { SubLoginItem, subLoginUpdateBody } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { subLoginKeys } from "./get-sublogins";

export type SubLoginUpdateBody = z.input<typeof subLoginUpdateBody>;

export const updateSubLogin = ({ id, body }: { id: number; body: SubLoginUpdateBody }) =>
  api.patch<{ data: SubLoginItem }>(`/partner/sublogins/${id}/`, body).then((r) => r.data);

/** Changes a sub-login's name, phone, role template or extra permissions. */
export function useUpdateSubLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSubLogin,
    onSuccess: () => client.invalidateQueries({ queryKey: subLoginKeys.lists() }),
  });
}
