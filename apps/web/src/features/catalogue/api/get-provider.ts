import type { ProviderItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

export type ProviderDetail = ProviderItem & {
  description: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
};

export const getProvider = (id: number, signal?: AbortSignal) =>
  api.get<{ data: ProviderDetail }>(`/partner/educationprovider/${id}/`, { signal }).then((r) => r.data);

/** One provider with its description and contacts; idle without an id. */
export function useProvider(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.provider(id ?? 0),
    queryFn: ({ signal }) => getProvider(id!, signal),
    enabled: !!id && id > 0,
  });
}
