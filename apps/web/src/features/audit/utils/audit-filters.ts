/** The audit list's URL state ("" = any). */
export const AUDIT_DEFAULTS = {
  page_size: 25,
  action: "",
  entity: "",
  partner: "",
  from: "",
  to: "",
};
export type AuditValues = typeof AUDIT_DEFAULTS;
