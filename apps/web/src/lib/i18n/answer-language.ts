import { useTranslation } from "react-i18next";

/** The part of a query key that names the language the server wrote the answer in. */
export type InLanguage = { readonly language: string };

/**
 * The language the server writes this screen's answers in (the API client sends it as Accept-Language), as the last
 * part of the query key of every answer the server puts into words for the reader: match reasons, audit sentences,
 * course requirements, likelihood and delivery messages. A new language is then a new key, asked again, instead of
 * the cached answer in the old one (issue 35). Re-renders when the language changes.
 */
export function useAnswerLanguage(): InLanguage {
  const { i18n } = useTranslation();
  return { language: i18n.language || "en" };
}

/** Whether a query's key names a language (`useAnswerLanguage`): its answer is in words the server wrote. */
export const isInLanguage = (key: readonly unknown[]) =>
  key.some((part) => typeof part === "object" && part !== null && "language" in part);
