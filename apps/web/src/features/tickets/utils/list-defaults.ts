/** The partner list's URL parameters and their defaults. */
export const PARTNER_LIST_DEFAULTS = {
  page_size: 25,
  status: "",
  category: "",
  priority: "",
  breached: false,
  search: "",
};
export type PartnerListValues = typeof PARTNER_LIST_DEFAULTS;

/** The support queue's URL parameters: the partner's, plus partner and assignee. */
export const ADMIN_LIST_DEFAULTS = {
  ...PARTNER_LIST_DEFAULTS,
  partner: "",
  assigned: "",
};
export type AdminListValues = typeof ADMIN_LIST_DEFAULTS;
