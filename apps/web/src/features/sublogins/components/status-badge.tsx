import { Badge, Tooltip } from "@mantine/core";
import type { SubLoginItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { statusOf } from "../utils/status";

const COLOURS = { active: "teal", disabled: "gray", invited: "blue" } as const;

/** Active, Disabled or Invited (never signed in). */
export function StatusBadge({ item }: { item: Pick<SubLoginItem, "status" | "last_login_at" | "performance"> }) {
  const { t } = useTranslation();
  const status = statusOf(item);
  const badge = (
    <Badge variant="dot" color={COLOURS[status]} data-status={status} style={{ minWidth: "max-content" }}>
      {t(`subLoginsPage.status.${status}`)}
    </Badge>
  );
  return status === "invited" ? (
    <Tooltip label={t("subLoginsPage.status.invitedHint")} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
