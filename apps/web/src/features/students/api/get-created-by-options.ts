import type { SubLoginItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-store";

/**
 * The people a "created by" filter can name: the partner's sub-logins. Only the partner's own account
 * may list them (`sublogins.manage`); everyone else gets an idle query and filters by themselves only.
 */
export function useSubLoginNames() {
  const canList = useSession((s) => s.permissions.includes("sublogins.manage"));
  return useQuery({
    queryKey: ["students", "creators"],
    queryFn: ({ signal }) =>
      api
        .get<{ results: { data: SubLoginItem[] } }>("/partner/sublogin/list/?page_size=100", { signal })
        .then((r) => r.results.data.map((u) => ({ id: u.id, name: u.name }))),
    enabled: canList,
    staleTime: 5 * 60_000,
  });
}
