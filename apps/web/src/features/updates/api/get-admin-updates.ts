import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AdminUpdateList, updateKeys, updatePaths } from "./update-keys";

/** One page of every update, scheduled ones included, newest publish time first. */
export function useAdminUpdates(query: string) {
  return useQuery({
    queryKey: updateKeys.adminList(query),
    queryFn: ({ signal }) => api.get<AdminUpdateList>(`${updatePaths.adminList}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
