import { useTranslation } from "react-i18next";
import { enHelp, type HelpContent } from "./en-help";

const byLanguage: Record<string, HelpContent> = { en: enHelp };

/** The help text in the current language (English until a translation is added). */
export function useHelpContent(): HelpContent {
  const { i18n } = useTranslation();
  return byLanguage[i18n.resolvedLanguage ?? "en"] ?? enHelp;
}
