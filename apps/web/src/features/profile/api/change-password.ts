import { type PasswordChangeBody, profilePaths } from "@pp/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";

export const changePassword = (body: PasswordChangeBody) =>
  api.post<{ data: { access: string; refresh: string } }>(profilePaths.password, body).then((r) => r.data);

/** Changes the password; the server ends every other session and hands this one a new token pair. */
export function useChangePassword() {
  const setTokens = useSession((s) => s.setTokens);
  return useMutation({ mutationFn: changePassword, onSuccess: setTokens });
}
