import type { Permission } from "@pp/shared";
import { useTranslation } from "react-i18next";

/** "students.view" -> "View students". */
export function usePermissionLabel() {
  const { t } = useTranslation();
  return (p: Permission) => t(`subLoginsPage.permissions.${p}`);
}
