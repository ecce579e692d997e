import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type ListEnvelope, reportKeys } from "./keys";

type Named = { id: number; name: string };
type MasterIntake = { id: number; name: string; month: number; year: number | null };
type MasterStatus = { id: number; name: string; sort_order: number };

/** Intakes, oldest first, from the Masters every signed-in user may read. */
export function useIntakes() {
  return useQuery<Named[]>({
    queryKey: reportKeys.lookups("intakes"),
    queryFn: ({ signal }) =>
      api
        .get<ListEnvelope<MasterIntake>>("/masters/intakes/?page_size=100", { signal })
        .then((r) =>
          [...r.results.data]
            .sort((a, b) => (a.year ?? 0) * 12 + a.month - ((b.year ?? 0) * 12 + b.month))
            .map(({ id, name }) => ({ id, name })),
        ),
    staleTime: 10 * 60_000,
  });
}

/** Application statuses in pipeline order. */
export function useApplicationStatuses() {
  return useQuery<Named[]>({
    queryKey: reportKeys.lookups("statuses"),
    queryFn: ({ signal }) =>
      api
        .get<ListEnvelope<MasterStatus>>("/masters/application-statuses/?page_size=100", { signal })
        .then((r) =>
          [...r.results.data].sort((a, b) => a.sort_order - b.sort_order).map(({ id, name }) => ({ id, name })),
        ),
    staleTime: 10 * 60_000,
  });
}

/** The currencies the partner has commission records in (for the payments report's currency filter). */
export function useCommissionCurrencies(enabled: boolean) {
  return useQuery<string[]>({
    queryKey: reportKeys.lookups("currencies"),
    queryFn: ({ signal }) =>
      api
        .get<{ data: { currencies: { currency: string }[] } }>("/partner/payments/summary/", { signal })
        .then((r) => r.data.currencies.map((c) => c.currency)),
    enabled,
    staleTime: 5 * 60_000,
  });
}
