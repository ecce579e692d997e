import { apiPaths } from "@pp/shared/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type PasswordResetConfirmInput = { token: string; password: string; confirm_password: string };

export const confirmPasswordReset = (body: PasswordResetConfirmInput) =>
  api.post<{ message: string }>(apiPaths.passwordResetConfirm, body, { auth: false });

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
