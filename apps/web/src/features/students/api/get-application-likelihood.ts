import type { MatchItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { applicationKeys } from "../../applications/api/keys";

export type Likelihood = NonNullable<MatchItem["likelihood"]>;

/** How likely an offer is for an application (issue 18); its message is a sentence in the reader's language. */
export function useApplicationLikelihood(applicationId: number) {
  const language = useAnswerLanguage();
  return useQuery({
    queryKey: [...applicationKeys.detail(applicationId), "likelihood", language],
    queryFn: ({ signal }) =>
      api
        .get<{ data: Likelihood }>(`/partner/applications/${applicationId}/likelihood/`, { signal })
        .then((r) => r.data),
  });
}
