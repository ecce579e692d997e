/** The list's URL parameters and their defaults ("" = any); `partner` is used by the Superadmin's screen only. */
export const PAYMENT_LIST_DEFAULTS = {
  page_size: 25,
  search: "",
  status: "",
  currency: "",
  overdue: "",
  created_from: "",
  created_to: "",
  partner: "",
};
export type PaymentListValues = typeof PAYMENT_LIST_DEFAULTS;

/**
 * The summary's query: the list's filters without the status (the summary counts every status) and without
 * paging, so the totals and the status counts follow the other filters.
 */
export function summaryQuery(values: Record<string, string | number | boolean>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (key === "status" || key === "page_size" || key === "page" || value === "" || value === false) continue;
    q.set(key, String(value));
  }
  return q.toString();
}
