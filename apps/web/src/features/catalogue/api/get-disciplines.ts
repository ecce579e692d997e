import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

export const getDisciplines = (signal?: AbortSignal) =>
  api.get<{ data: string[] }>("/partner/courses/disciplines/", { signal }).then((r) => r.data);

/** The disciplines of active courses, each once: the course finder's choices (they change with the catalogue). */
export function useDisciplines() {
  return useQuery({
    queryKey: catalogueKeys.disciplines(),
    queryFn: ({ signal }) => getDisciplines(signal),
    staleTime: 10 * 60_000,
  });
}
