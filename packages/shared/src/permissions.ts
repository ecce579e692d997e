/** Permissions a partner can grant a sub-login (role templates pick from these). */
export const PERMISSIONS = [
  "students.view",
  "students.manage",
  "applications.view",
  "applications.manage",
  "courses.view",
  "tickets.manage",
  "updates.view",
  "documents.view",
  "experts.view",
  "reports.export",
  "payments.view",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Only the partner's own account holds these: a sub-login never deletes or manages sub-logins. */
export const OWNER_PERMISSIONS = ["sublogins.manage", "students.delete", "applications.delete"] as const;

/** What a Superadmin may do. */
export const ADMIN_PERMISSIONS = [
  "masters.manage",
  "partners.approve",
  "catalogue.manage",
  "tickets.answer",
  "content.manage",
  "payments.confirm",
] as const;

export type AnyPermission = Permission | (typeof OWNER_PERMISSIONS)[number] | (typeof ADMIN_PERMISSIONS)[number];

export function isGrantable(p: string): p is Permission {
  return (PERMISSIONS as readonly string[]).includes(p);
}

export function hasPermission(granted: readonly string[], needed: AnyPermission | undefined) {
  return needed === undefined || granted.includes(needed);
}
