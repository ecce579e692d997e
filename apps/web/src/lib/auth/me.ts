import type { MeData } from "@pp/shared";
import { apiPaths } from "@pp/shared/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../api-client";
import { useSession } from "./session-store";

export const getMe = (signal?: AbortSignal) => api.get<{ data: MeData }>(apiPaths.me, { signal }).then((r) => r.data);

export const meQueryOptions = () => queryOptions({ queryKey: ["me"], queryFn: ({ signal }) => getMe(signal) });

/** The signed-in user, fresh from the server; the stored profile follows it. */
export function useMe() {
  const query = useQuery(meQueryOptions());
  const setProfile = useSession((s) => s.setProfile);
  useEffect(() => {
    if (query.data) setProfile(query.data);
  }, [query.data, setProfile]);
  return query;
}
