import type { ApplicationCreateBody, ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applicationKeys } from "./keys";

export const applicationsPath = "/partner/application/";

export const createApplication = (body: ApplicationCreateBody) =>
  api.post<{ data: ApplicationDetail }>(applicationsPath, body).then((r) => r.data);

/** Creates a Draft; the lists refresh and the new detail is cached. */
export function useCreateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: (detail) => {
      client.setQueryData(applicationKeys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
