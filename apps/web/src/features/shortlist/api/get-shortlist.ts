import type { ShortlistItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";

/** One key for the header dropdown, the course cards and the compare page, so they always agree. */
export const shortlistKeys = { all: ["shortlist"] as const };

export const getShortlist = (signal?: AbortSignal) =>
  api.get<{ data: ShortlistItem[] }>("/partner/shortlist/", { signal }).then((r) => r.data);

/** Partners and their sub-logins with the course permission keep a shortlist; the Superadmin does not. */
export function useCanShortlist() {
  return useSession((s) => s.role === "Partner" && s.permissions.includes("courses.view"));
}

/** Whether this user may turn the shortlist into applications. */
export function useCanApply() {
  return useSession((s) => s.role === "Partner" && s.permissions.includes("applications.manage"));
}

/** My shortlisted courses, newest first; idle for users without a shortlist. */
export function useShortlist() {
  const enabled = useCanShortlist();
  return useQuery({ queryKey: shortlistKeys.all, queryFn: ({ signal }) => getShortlist(signal), enabled });
}
