import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { LOOKUP_STALE_MS, type Named } from "./lookup-types";
import { lookupKeys } from "./use-countries";

type LevelsAnswer = { data: { country_id: number; levels: Named[] }[] };

/** The study levels offered at a destination (flattened); idle until a destination is chosen. */
export function useStudyLevels(destinationId: number | null | undefined) {
  return useQuery({
    queryKey: lookupKeys.studyLevels(destinationId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<LevelsAnswer>(`/partner/study-level/${destinationId}`, { signal })
        .then((r) => r.data.flatMap((d) => d.levels)),
    enabled: !!destinationId,
    staleTime: LOOKUP_STALE_MS,
  });
}
