import { type AnyPermission, hasPermission } from "@pp/shared";
import { useSession } from "../../../lib/auth/session-store";

/** Whether the signed-in user holds a permission (the server checks again). */
export function useCan(permission: AnyPermission): boolean {
  return useSession((s) => hasPermission(s.permissions, permission));
}
