import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Active or inactive, as a dot badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? "teal" : "gray"} variant="dot" style={{ minWidth: "max-content" }}>
      {active ? t("adminCataloguePage.status.active") : t("adminCataloguePage.status.inactive")}
    </Badge>
  );
}
