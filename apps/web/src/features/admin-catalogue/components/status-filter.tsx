import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** All / Active / Inactive, with a visible caption like the other filters' labels. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {t("adminCataloguePage.filters.status")}
      </Text>
      <SegmentedControl
        aria-label={t("adminCataloguePage.filters.status")}
        value={value || "all"}
        onChange={(v) => onChange(v === "all" ? "" : v)}
        data={[
          { value: "all", label: t("adminCataloguePage.filters.all") },
          { value: "true", label: t("adminCataloguePage.filters.active") },
          { value: "false", label: t("adminCataloguePage.filters.inactive") },
        ]}
      />
    </Stack>
  );
}
