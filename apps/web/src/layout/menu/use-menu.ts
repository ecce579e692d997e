import { useMemo } from "react";
import { SESSION_KEYS } from "../../lib/auth/session-storage";
import { useSession } from "../../lib/auth/session-store";
import { filterMenu } from "./filter-menu";
import { MENU } from "./menu-items";

/** The menu for the signed-in user: role from the session, else the stored role; permissions for sub-logins. */
export function useMenu() {
  const role = useSession((s) => s.role);
  const permissions = useSession((s) => s.permissions);
  return useMemo(() => {
    const effectiveRole =
      role ?? ((sessionStorage.getItem(SESSION_KEYS.role) ?? localStorage.getItem(SESSION_KEYS.role)) as typeof role);
    return filterMenu(MENU, { role: effectiveRole, permissions });
  }, [role, permissions]);
}
