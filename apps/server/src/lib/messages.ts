import { createMessageTranslator, type MessageTranslator } from "@pp/shared/i18n";
import { messageCatalogs } from "@pp/shared/i18n/messages";
import type { LanguageCode } from "@pp/shared/languages";

/**
 * The API's messages in the caller's language (issue 17): the catalogs are fixed text shipped with the code,
 * loaded once per process; nothing here changes at run time, so instances cannot disagree.
 */
const translators = new Map<LanguageCode, MessageTranslator>();
let loading: Promise<void> | null = null;

export function loadMessageCatalogs() {
  loading ??= Promise.all(
    Object.entries(messageCatalogs).map(async ([code, load]) => {
      translators.set(code as LanguageCode, createMessageTranslator(await load()));
    }),
  ).then(() => undefined);
  return loading;
}

/** `text` in `language`; English, and text no catalog knows, stay as they are. */
export function translateMessage(text: string, language: LanguageCode, values?: ReadonlyMap<string, string>): string {
  if (language === "en") return text;
  return translators.get(language)?.(text, values) ?? text;
}

/**
 * A word or phrase people read that is not a sentence (the audit log's "Someone", "API key '…'"): returned as it
 * is, and collected for the catalogs by scripts/messages.mjs like a sentence, so `translateMessage` knows it.
 */
export const phrase = (text: string) => text;
