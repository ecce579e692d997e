import type { LoginData, TwoFactorConfirmData, TwoFactorStartData } from "@pp/shared";
import { apiPaths, profilePaths } from "@pp/shared/paths";
import { api, apiRequest } from "../../../lib/api-client";

/** The second step of a sign-in: the challenge the password answered and a code. */
export const completeTwoFactor = (body: { challenge_token: string; code: string }) =>
  api.post<{ data: LoginData }>(apiPaths.loginTwoFactor, body, { auth: false }).then((r) => r.data);

/** A new pending secret for the authenticator app. */
export const startTwoFactor = () => api.post<{ data: TwoFactorStartData }>(profilePaths.twoFactor).then((r) => r.data);

/** The first code turns it on; the ten recovery codes come back once. */
export const confirmTwoFactor = (code: string) =>
  api.post<{ data: TwoFactorConfirmData }>(profilePaths.twoFactorConfirm, { code }).then((r) => r.data);

export const disableTwoFactor = (body: { password: string; code: string }) =>
  apiRequest<null>(profilePaths.twoFactor, { method: "DELETE", body });
