import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isCategory } from "../utils/update-form";

const COLORS: Record<string, string> = {
  general: "gray",
  admissions: "blue",
  visa: "grape",
  commission: "teal",
  product: "indigo",
  event: "orange",
};

/** The update's category as a dot badge (a category the screen does not know shows as written). */
export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[category] ?? "gray"} style={{ flexShrink: 0 }}>
      {isCategory(category) ? t(`updatesPage.categories.${category}`) : category}
    </Badge>
  );
}
