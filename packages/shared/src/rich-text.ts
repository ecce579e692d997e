/**
 * What an Important Update's HTML may hold: text formatting, lists, links, headings, tables; no scripts, styles
 * or event handlers. The server sanitises with this list before storing; the browser applies it again before
 * rendering and in the editor's live preview, so both always agree. Zod-free, so either side may import it.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "a",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "code",
  "pre",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

/** The link schemes a link may use. */
export const RICH_TEXT_SCHEMES = ["http", "https", "mailto"] as const;
