import type { MyDayData } from "@pp/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const myDayKeys = { all: ["my-day"] as const };

export const getMyDay = (signal?: AbortSignal) =>
  api.get<{ data: MyDayData }>("/partner/my-day/", { signal }).then((r) => r.data);

export const myDayQueryOptions = () =>
  queryOptions({
    queryKey: myDayKeys.all,
    queryFn: ({ signal }) => getMyDay(signal),
    // The page is where a day starts: coming back to the tab asks again (live notifications also refresh it,
    // layout/live-invalidation.ts).
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });

/** The sections of My day the signed-in person may see. */
export function useMyDay() {
  return useQuery(myDayQueryOptions());
}
