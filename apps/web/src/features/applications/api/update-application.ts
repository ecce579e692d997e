import type { ApplicationDetail, ApplicationUpdateBody } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ifMatch } from "../../../lib/api-client";
import { applicationPath } from "./get-application";
import { applicationKeys } from "./keys";

/** Changes the application's counsellor or tags (the version on screen in If-Match); the lists refresh. */
export function useUpdateApplication(id: number, version?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationUpdateBody) =>
      api.patch<{ data: ApplicationDetail }>(applicationPath(id), body, ifMatch(version)).then((r) => r.data),
    onSuccess: (detail) => {
      client.setQueryData(applicationKeys.detail(id), detail);
      return client.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
