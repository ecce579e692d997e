import { useTranslation } from "react-i18next";
import { enLegal } from "./en-legal";

export type LegalContent = typeof enLegal;

const byLanguage: Record<string, LegalContent> = { en: enLegal };

/** The legal documents in the current language (English until a translation is added). */
export function useLegalContent(): LegalContent {
  const { i18n } = useTranslation();
  return byLanguage[i18n.resolvedLanguage ?? "en"] ?? enLegal;
}
