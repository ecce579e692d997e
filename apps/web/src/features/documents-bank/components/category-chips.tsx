import { Chip, Group } from "@mantine/core";
import { BANK_CATEGORIES } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { categoryPlural } from "./category-label";

type Props = {
  value: string;
  onChange: (category: string) => void;
  /** Documents per category (all of them, whatever the other filters). */
  counts: Record<string, number> | undefined;
};

/** All, then each category that holds documents (or is chosen), with its count. */
export function CategoryChips({ value, onChange, counts }: Props) {
  const { t } = useTranslation();
  const total = Object.values(counts ?? {}).reduce((a, b) => a + b, 0);
  const shown = BANK_CATEGORIES.filter((c) => (counts?.[c] ?? 0) > 0 || c === value);
  const label = (name: string, count: number | undefined) =>
    counts ? t("documentsBankPage.tabs.withCount", { label: name, count: count ?? 0 }) : name;
  return (
    <Chip.Group multiple={false} value={value || "all"} onChange={(v) => onChange(v === "all" ? "" : v)}>
      <Group gap="xs" role="radiogroup" aria-label={t("documentsBankPage.tabs.label")}>
        <Chip value="all" variant="outline">
          {label(t("documentsBankPage.tabs.all"), total)}
        </Chip>
        {shown.map((c) => (
          <Chip key={c} value={c} variant="outline">
            {label(categoryPlural(t, c), counts?.[c])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
