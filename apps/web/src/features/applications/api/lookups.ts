import type { ApplicationItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { IntakeRef } from "../utils/intakes";
import { applicationKeys, type ListEnvelope } from "./keys";

export type StatusRef = ApplicationItem["status"] & { sort?: number };
export type ApplicationLookups = { intakes: IntakeRef[]; statuses: StatusRef[] };

type MasterIntake = { id: number; name: string; month: number; year: number | null };
type MasterStatus = { id: number; name: string; colour: string; is_terminal: boolean; sort_order: number };

/** Intakes and statuses with their ids, from the Masters every signed-in user may read. */
export async function getApplicationLookups(signal?: AbortSignal): Promise<ApplicationLookups> {
  const [intakes, statuses] = await Promise.all([
    api.get<ListEnvelope<MasterIntake>>("/masters/intakes/?page_size=100&is_active=true", { signal }),
    api.get<ListEnvelope<MasterStatus>>("/masters/application-statuses/?page_size=100", { signal }),
  ]);
  return {
    intakes: intakes.results.data.map((i) => ({ id: i.id, name: i.name })),
    statuses: statuses.results.data
      .map((s) => ({ id: s.id, name: s.name, colour: s.colour, is_terminal: s.is_terminal, sort: s.sort_order }))
      .sort((a, b) => a.sort - b.sort),
  };
}

export function useApplicationLookups() {
  return useQuery({
    queryKey: applicationKeys.intakes(),
    queryFn: ({ signal }) => getApplicationLookups(signal),
    staleTime: 5 * 60_000,
  });
}
