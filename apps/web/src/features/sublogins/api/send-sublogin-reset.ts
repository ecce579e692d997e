import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const sendSubLoginReset = (id: number) =>
  api.post<{ message: string }>(`/partner/sublogins/${id}/password-reset/`);

/** Mails the sub-login a link to choose a new password; the answer's sentence names the address. */
export function useSendSubLoginReset() {
  return useMutation({ mutationFn: sendSubLoginReset });
}
