import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DashboardScope } from "../api/get-dashboard";

/** "My figures / Whole agency", for sub-logins that may see the agency's applications. */
export function ScopeSwitch({ value, onChange }: { value: DashboardScope; onChange: (scope: DashboardScope) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t("salesDashboard.scope.label")}
      value={value}
      onChange={(v) => onChange(v === "mine" ? "mine" : "partner")}
      data={[
        { value: "mine", label: t("salesDashboard.scope.mine") },
        { value: "partner", label: t("salesDashboard.scope.partner") },
      ]}
    />
  );
}
