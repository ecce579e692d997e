import { ADMIN_PERMISSIONS, isGrantable, OWNER_PERMISSIONS, PERMISSIONS } from "@pp/shared";

export function effectivePermissions(user: { role: string; is_sub_login: boolean; permissions: string[] }): string[] {
  if (user.role === "Superadmin") return [...ADMIN_PERMISSIONS];
  if (!user.is_sub_login) return [...PERMISSIONS, ...OWNER_PERMISSIONS];
  return user.permissions.filter(isGrantable);
}
