import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { auditKeys } from "./keys";

/** The caller's company profile, as `GET /partner/company/` answers it. */
export type Company = {
  id: number;
  company_name: string;
  country: { id: number; name: string } | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  status: string;
  commission_rate: string | null;
  commission_currency: string | null;
  approved_at: string | null;
  users_count: number;
  /** Every sub-login must use two-factor sign-in (PATCH partner/settings/). */
  require_two_factor: boolean;
};

export function useCompany(enabled = true) {
  return useQuery<Company>({
    queryKey: auditKeys.company(),
    queryFn: ({ signal }) => api.get<{ data: Company }>("/partner/company/", { signal }).then((r) => r.data),
    enabled,
  });
}
