import type { SubLoginCreateBody, SubLoginItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { subLoginKeys } from "./get-sublogins";

export const createSubLogin = (body: SubLoginCreateBody) =>
  api.post<{ data: SubLoginItem }>("/partner/sublogins/", body).then((r) => r.data);

/** Creates a sub-login; the server mails it an invitation to choose its password. */
export function useCreateSubLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubLogin,
    onSuccess: () => client.invalidateQueries({ queryKey: subLoginKeys.lists() }),
  });
}
