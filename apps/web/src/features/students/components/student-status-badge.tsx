import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Active (green) or archived (grey). */
export function StudentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === "active" || status === "archived";
  return (
    <Badge
      color={status === "active" ? "teal" : "gray"}
      variant="dot"
      style={{ minWidth: "fit-content" }}
      styles={{ label: { overflow: "visible" } }}
    >
      {known ? t(`studentsPage.status.${status}`) : status}
    </Badge>
  );
}
