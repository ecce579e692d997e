import { apiPaths } from "@pp/shared/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const requestPasswordReset = (body: { email: string }) =>
  api.post<{ message: string }>(apiPaths.passwordReset, body, { auth: false });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
