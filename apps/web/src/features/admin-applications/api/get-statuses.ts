import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type PipelineStatus, sortPipeline } from "../utils/pipeline";
import { adminApplicationKeys, type ListEnvelope } from "./keys";

/** The application statuses (Masters), in pipeline order. */
export const getStatuses = (signal?: AbortSignal) =>
  api
    .get<ListEnvelope<PipelineStatus>>("/masters/application-statuses/?page_size=100", { signal })
    .then((r) => sortPipeline(r.results.data));

export function useStatuses() {
  return useQuery({
    queryKey: adminApplicationKeys.statuses(),
    queryFn: ({ signal }) => getStatuses(signal),
    staleTime: 5 * 60_000,
  });
}
