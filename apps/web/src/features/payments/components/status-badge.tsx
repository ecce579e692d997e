import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isCommissionStatus, STATUS_COLOURS } from "../utils/status";

/** A commission status: a dot in the status colour beside its name (the text keeps the page's colour). */
export function CommissionStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const { t } = useTranslation();
  const known = isCommissionStatus(status);
  return (
    <Badge
      variant="dot"
      color={known ? STATUS_COLOURS[status] : "gray"}
      radius="sm"
      tt="none"
      fw={600}
      style={{ minWidth: "fit-content" }}
      styles={{ label: { overflow: "visible", whiteSpace: "nowrap" } }}
      data-testid="commission-status"
      {...props}
    >
      {known ? t(`paymentsPage.status.${status}`) : status}
    </Badge>
  );
}
