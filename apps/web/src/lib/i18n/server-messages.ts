import { createMessageTranslator, type MessageTranslator } from "@pp/shared/i18n";
import { messageCatalogs } from "@pp/shared/i18n/messages";
import { i18n } from "./index";

/**
 * The shared schemas' and the client's own messages (validation, "could not reach the server") in the interface's
 * language, from the same catalogs the server answers with (issue 17). The catalog of the current language loads
 * with the first form that needs it and again on each change; until it is in, messages stay in English.
 */
let current: { language: string; translate: MessageTranslator } | null = null;

async function load(language: string) {
  if (language === "en" || !(language in messageCatalogs)) {
    current = null;
    return;
  }
  const catalog = await messageCatalogs[language as keyof typeof messageCatalogs]();
  if (i18n.language === language) current = { language, translate: createMessageTranslator(catalog) };
}

void load(i18n.language);
i18n.on("languageChanged", (language) => void load(language));

/** `text` (an English message of the shared catalog) in the interface's language. */
export function translateMessage(text: string): string {
  return current && current.language === i18n.language ? current.translate(text) : text;
}

/** Each field's messages in the interface's language. */
export function translateErrors<T extends Record<string, unknown>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, typeof v === "string" ? translateMessage(v) : v]),
  ) as T;
}
