import { SEARCH_MIN_LENGTH, searchNumber } from "@pp/shared";
import { type SQL, sql } from "drizzle-orm";

const escaped = (q: string) => q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a query asks of the text of a record, as the trigram indexes can answer it (decision 044). From three
 * characters: anywhere in the text. Two characters make no trigram of their own inside a word, so they match where
 * a word starts (`ay%`, `% ay%`: pg_trgm pads a word's start, so the index still narrows). One character (a short
 * number) asks no text at all.
 */
export interface Match {
  /** The query as typed, trimmed. */
  text: string;
  /** The application or ticket number it names, if it is one. */
  number: number | null;
  /** The condition on a lower-cased text expression, or null when the query is too short for text. */
  on: (expression: SQL) => SQL | null;
  /** A pattern for "starts with the query" (what ranks a name first). */
  prefix: string;
}

export function matchOf(q: string): Match {
  const text = q.trim();
  const e = escaped(text);
  const on = (expression: SQL): SQL | null => {
    if (text.length < SEARCH_MIN_LENGTH) return null;
    if (text.length >= 3) return sql`${expression} like ${`%${e}%`}`;
    return sql`(${expression} like ${`${e}%`} or ${expression} like ${`% ${e}%`})`;
  };
  return { text, number: searchNumber(text), on, prefix: `${e}%` };
}
