import type { BankDocumentItem } from "@pp/shared";

export type BankSide = "partner" | "admin";

/** Query keys of this feature: invalidating `all` refreshes every Documents Bank view. */
export const bankKeys = {
  all: ["documents-bank"] as const,
  lists: (side: BankSide) => [...bankKeys.all, side, "list"] as const,
  list: (side: BankSide, query: string) => [...bankKeys.lists(side), query] as const,
  detail: (id: number) => [...bankKeys.all, "admin", "detail", id] as const,
  countries: () => [...bankKeys.all, "countries"] as const,
  providers: (side: BankSide, search: string) => [...bankKeys.all, side, "providers", search] as const,
};

export const bankPaths = {
  list: (side: BankSide) => `/${side}/documents/`,
  download: (side: BankSide, id: number) => `/${side}/documents/${id}/download/`,
  one: (id: number) => `/admin/documents/${id}/`,
  versions: (id: number) => `/admin/documents/${id}/versions/`,
  providers: (side: BankSide) => (side === "admin" ? "/admin/providers/" : "/partner/educationprovider/"),
};

/** A page of documents plus how many (active, for partners) documents each category holds. */
export type BankList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: BankDocumentItem[]; categories: Record<string, number> };
};
