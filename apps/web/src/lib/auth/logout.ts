import { apiPaths } from "@pp/shared/paths";
import { api } from "../api-client";
import { queryClient } from "../query-client";
import { useSession } from "./session-store";

/** Ends the session here at once and revokes it on the server; a failed revoke does not keep anyone signed in. */
export async function logout(): Promise<void> {
  const { refresh, clear } = useSession.getState();
  clear();
  queryClient.clear();
  if (!refresh) return;
  await api.post(apiPaths.logout, { refresh }, { auth: false, timeoutMs: 5_000 }).catch(() => undefined);
}
