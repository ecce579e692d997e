import { profilePaths, type SessionItem } from "@pp/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const key = ["me", "sessions"] as const;

/** My signed-in sessions (issue 17), the most recently used first; mine is marked `current`. */
export function useSessions() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ data: SessionItem[] }>(profilePaths.sessions, { signal }).then((r) => r.data),
  });
}

/** Ends one session: its refresh token stops working at once. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(profilePaths.session(id)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** "Sign out everywhere else": every session but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ data: { ended: number } }>(profilePaths.sessions).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
