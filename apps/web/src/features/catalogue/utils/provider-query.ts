import { PROVIDER_TYPES } from "@pp/shared";

export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** The provider list's URL state. */
export const PROVIDER_LIST_DEFAULTS = { page_size: 25, ordering: "name", search: "", country: "", type: "" };
export type ProviderListValues = typeof PROVIDER_LIST_DEFAULTS;

export const isProviderType = (v: string): v is ProviderType => (PROVIDER_TYPES as readonly string[]).includes(v);

/** The API query string of the provider list; unknown values from a hand-edited URL are dropped. */
export function providerListQuery(values: ProviderListValues, page: number): string {
  const q = new URLSearchParams({ page: String(Math.max(1, page)), page_size: String(values.page_size) });
  q.set("ordering", values.ordering === "-name" ? "-name" : "name");
  if (values.search.trim()) q.set("search", values.search.trim().slice(0, 100));
  const country = Number(values.country);
  if (Number.isInteger(country) && country > 0) q.set("country", String(country));
  if (isProviderType(values.type)) q.set("type", values.type);
  return q.toString();
}
