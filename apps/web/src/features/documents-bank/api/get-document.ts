import type { BankDocumentItem } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { bankKeys, bankPaths } from "./bank-keys";

/** One document with its versions, newest first (Superadmin). */
export function useBankDocument(id: number | null) {
  return useQuery({
    queryKey: bankKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: BankDocumentItem }>(bankPaths.one(id!), { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}
