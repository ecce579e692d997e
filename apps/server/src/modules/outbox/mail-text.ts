import { isLanguageCode, type LanguageCode } from "@pp/shared/languages";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import { translateMessage } from "../../lib/messages";

/**
 * A mail's body from its lines. Each line is one entry of the message catalogs (scripts/messages.mjs collects the
 * lines of every `mailText([...])` call), so the mail can be written in its recipient's language line by line.
 */
export const mailText = (lines: readonly string[]) => lines.join("\n");

/** Text made of catalog lines (a mail's body, a notification's body) in `language`; unknown lines stay as they are. */
export const translateLines = (text: string, language: LanguageCode, values?: ReadonlyMap<string, string>) =>
  text
    .split("\n")
    .map((line) => (line === "" ? line : translateMessage(line, language, values)))
    .join("\n");

/**
 * The language each of these people chose (issue 17), English for those who chose none: what their mails and
 * notifications are written in when they are created. Keyed by user id.
 */
export async function languagesOf(db: Db, userIds: readonly number[]): Promise<Map<number, LanguageCode>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, isLanguageCode(r.language) ? r.language : "en"]));
}

/** The language of the person with this e-mail address, English when there is none or they chose none. */
export async function languageOfAddress(db: Db, email: string): Promise<LanguageCode> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return isLanguageCode(row?.language) ? row.language : "en";
}
