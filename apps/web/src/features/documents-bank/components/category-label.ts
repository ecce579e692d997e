import type { TFunction } from "i18next";
import { isBankCategory } from "../utils/document-form";

/** A category's singular name ("Guide"); one the screen does not know shows as written. */
export function categoryName(t: TFunction, category: string) {
  return isBankCategory(category) ? t(`documentsBankPage.category.${category}`) : category;
}

/** A category's plural name for the filter ("Guides"). */
export function categoryPlural(t: TFunction, category: string) {
  return isBankCategory(category) ? t(`documentsBankPage.categories.${category}`) : category;
}
