import type { SignupBody } from "@pp/shared";
import { apiPaths } from "@pp/shared/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type SignUpResult = { partner_id: number; status: "pending"; message: string };

export const signUp = (body: SignupBody) =>
  api.post<{ data: SignUpResult }>(apiPaths.signup, body, { auth: false }).then((r) => r.data);

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
