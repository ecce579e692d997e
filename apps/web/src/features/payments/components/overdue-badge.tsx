import { Badge, type BadgeProps, Tooltip } from "@mantine/core";
import { CLAIM_OVERDUE_DAYS } from "@pp/shared";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** "Overdue" in words (not only in colour), with why on hover and for screen readers. */
export function OverdueBadge(props: BadgeProps) {
  const { t } = useTranslation();
  const hint = t("paymentsPage.overdue.hint", { days: CLAIM_OVERDUE_DAYS });
  return (
    <Tooltip label={hint} withArrow>
      <Badge
        color="red.9"
        variant="filled"
        radius="sm"
        tt="none"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        title={hint}
        data-overdue="true"
        style={{ minWidth: "fit-content" }}
        {...props}
      >
        {t("paymentsPage.overdue.badge")}
      </Badge>
    </Tooltip>
  );
}
