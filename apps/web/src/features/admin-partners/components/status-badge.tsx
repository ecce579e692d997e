import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isPartnerStatus, statusColour } from "../utils/status";

/** A partner's status as a coloured badge. */
export function PartnerStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColour(status)} variant="dot" style={{ minWidth: "max-content" }}>
      {isPartnerStatus(status) ? t(`adminPartnersPage.status.${status}`) : status}
    </Badge>
  );
}
