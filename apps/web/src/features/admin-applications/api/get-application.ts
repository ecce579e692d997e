import type { AdminApplicationDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { adminApplicationKeys } from "./keys";

export const adminApplicationPath = (id: number) => `/admin/applications/${id}/`;

export const getAdminApplication = (id: number, signal?: AbortSignal) =>
  api.get<{ data: AdminApplicationDetail }>(adminApplicationPath(id), { signal }).then((r) => r.data);

/** One application (any partner's) with its partner, timeline, messages, checklist and documents; a 4xx is final. */
export function useAdminApplication(id: number) {
  return useQuery({
    queryKey: adminApplicationKeys.detail(id),
    queryFn: ({ signal }) => getAdminApplication(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
}
