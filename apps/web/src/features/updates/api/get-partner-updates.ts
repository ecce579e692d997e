import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type PartnerUpdateList, updateKeys, updatePaths } from "./update-keys";

/** One page of the partner's feed (pinned first, then newest); `query` is the URL's filters and page. */
export function usePartnerUpdates(query: string) {
  return useQuery({
    queryKey: updateKeys.partnerList(query),
    queryFn: ({ signal }) => api.get<PartnerUpdateList>(`${updatePaths.partnerList}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
