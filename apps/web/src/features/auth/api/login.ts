import type { LoginBody, LoginData } from "@pp/shared";
import { apiPaths } from "@pp/shared/paths";
import { useCallback, useState } from "react";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";

export type LoginInput = LoginBody & { remember: boolean };

export const login = ({ email, password }: LoginBody) =>
  api.post<{ data: LoginData }>(apiPaths.login, { email, password }, { auth: false }).then((r) => r.data);

/**
 * Signs in and starts the session where "Remember password" says. Plain state rather than a query
 * mutation keeps TanStack Query out of the sign-in page's first load (ARCHITECTURE.md section 8).
 */
export function useLogin() {
  const signIn = useSession((s) => s.signIn);
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });

  const submit = useCallback(
    async ({ remember, ...body }: LoginInput) => {
      setState({ isPending: true, error: null });
      try {
        signIn(await login(body), remember);
        setState({ isPending: false, error: null });
      } catch (error) {
        setState({ isPending: false, error });
      }
    },
    [signIn],
  );
  return { ...state, submit };
}
