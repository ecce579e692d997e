import { createMessageTranslator, type MessageTranslator } from "@pp/shared/i18n";
import { messageCatalogs } from "@pp/shared/i18n/messages";
import { type LanguageCode, languageFromHeader } from "@pp/shared/languages";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";

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
export function translateMessage(text: string, language: LanguageCode): string {
  if (language === "en") return text;
  return translators.get(language)?.(text) ?? text;
}

/**
 * The language to answer a request in: the signed-in person's setting, else the request's Accept-Language,
 * else English. It reads the setting from the database, so it is for answers that are not on the hot path
 * (errors); `fromHeaderOnly` skips the read (when the database is the problem).
 */
export async function requestLanguage(req: FastifyRequest, db: Db, fromHeaderOnly = false): Promise<LanguageCode> {
  const header = languageFromHeader(req.headers["accept-language"]);
  if (!fromHeaderOnly && req.caller) {
    try {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, req.caller.userId));
      const chosen = row?.language;
      if (chosen === "en" || chosen === "ar" || chosen === "zh" || chosen === "es" || chosen === "vi") return chosen;
    } catch {
      // The answer is already an error; its language falls back to the header's.
    }
  }
  return header ?? "en";
}
