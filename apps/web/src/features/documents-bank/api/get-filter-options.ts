import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type BankSide, bankKeys, bankPaths } from "./bank-keys";

export type NamedOption = { id: number; name: string };

type Page<T> = { count: number; next: string | null; results: { data: T[] } };

/** Every active country (the Masters list, page by page: at most 100 a page, ~250 countries). */
export function useBankCountries() {
  return useQuery({
    queryKey: bankKeys.countries(),
    queryFn: async ({ signal }) => {
      const rows: NamedOption[] = [];
      for (let page = 1; page <= 20; page++) {
        const r = await api.get<Page<NamedOption>>(`/masters/countries/?page=${page}&page_size=100&is_active=true`, {
          signal,
        });
        rows.push(...r.results.data.map((c) => ({ id: c.id, name: c.name })));
        if (!r.next || rows.length >= r.count) break;
      }
      return rows;
    },
    staleTime: 10 * 60_000,
  });
}

/** Providers whose name holds `search` (the first 50), for a searchable select. */
export function useProviderOptions(side: BankSide, search: string, enabled = true) {
  return useQuery<NamedOption[]>({
    queryKey: bankKeys.providers(side, search),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page: "1", page_size: "50" });
      if (search) q.set("search", search);
      if (side === "admin") q.set("is_active", "true");
      return api
        .get<Page<NamedOption>>(`${bankPaths.providers(side)}?${q}`, { signal })
        .then((r) => r.results.data.map((p) => ({ id: p.id, name: p.name })));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
