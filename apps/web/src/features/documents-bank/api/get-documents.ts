import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type BankList, type BankSide, bankKeys, bankPaths } from "./bank-keys";

/** One page of the bank: the active documents for a partner, every document for the Superadmin. */
export function useBankDocuments(side: BankSide, query: string) {
  return useQuery({
    queryKey: bankKeys.list(side, query),
    queryFn: ({ signal }) => api.get<BankList>(`${bankPaths.list(side)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
