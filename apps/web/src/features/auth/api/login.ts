import type { LoginAnswer, LoginBody } from "@pp/shared";
import { apiPaths } from "@pp/shared/paths";
import { useCallback, useState } from "react";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";

export type LoginInput = LoginBody & { remember: boolean };

/** The second step a sign-in with two-factor on asks for: its challenge and where the session will live. */
export type PendingChallenge = { token: string; remember: boolean };

export const login = ({ email, password }: LoginBody) =>
  api.post<{ data: LoginAnswer }>(apiPaths.login, { email, password }, { auth: false }).then((r) => r.data);

/**
 * Signs in and starts the session where "Remember password" says; an account with two-factor sign-in answers a
 * challenge instead, kept here for the code step. Plain state rather than a query mutation keeps TanStack Query out
 * of the sign-in page's first load (docs/architecture.md "Non-functional targets").
 */
export function useLogin() {
  const signIn = useSession((s) => s.signIn);
  const [state, setState] = useState<{ isPending: boolean; error: unknown; challenge: PendingChallenge | null }>({
    isPending: false,
    error: null,
    challenge: null,
  });

  const submit = useCallback(
    async ({ remember, ...body }: LoginInput) => {
      setState({ isPending: true, error: null, challenge: null });
      try {
        const answer = await login(body);
        if ("challenge_token" in answer) {
          setState({ isPending: false, error: null, challenge: { token: answer.challenge_token, remember } });
          return;
        }
        signIn(answer, remember);
        setState({ isPending: false, error: null, challenge: null });
      } catch (error) {
        setState({ isPending: false, error, challenge: null });
      }
    },
    [signIn],
  );
  const cancelChallenge = useCallback(() => setState({ isPending: false, error: null, challenge: null }), []);
  return { ...state, submit, cancelChallenge };
}
