import { Badge } from "@mantine/core";
import type { MeetingStatus } from "@pp/shared";
import { useTranslation } from "react-i18next";

const COLORS: Record<MeetingStatus, string> = {
  requested: "blue",
  confirmed: "teal",
  declined: "red",
  cancelled: "gray",
};

/** The meeting's status as a dot badge. */
export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status]} size="md" miw="max-content">
      {t(`expertsPage.status.${status}`)}
    </Badge>
  );
}
