import type { ApplicationDetail } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { applicationKeys } from "./keys";

export const applicationPath = (id: number) => `/partner/application/${id}/`;

export const getApplication = (id: number, signal?: AbortSignal) =>
  api.get<{ data: ApplicationDetail }>(applicationPath(id), { signal }).then((r) => r.data);

/** One application with its timeline, messages and checklist; a 404 is final (no retry). */
export function useApplication(id: number) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
}
