/**
 * What an upload's file name and text fields may hold (docs/decisions/040). A browser's path is reduced to its base
 * name and surrounding spaces are trimmed; anything else wrong is refused with a sentence, never quietly changed.
 */

/** Longest file name kept (the file_name columns are varchar(255), and no file system makes longer ones). */
export const MAX_NAME = 255;
/** Longest text field of an upload form (each form's own schema is tighter; unknown fields are capped too). */
export const MAX_FIELD = 5000;

/** C0 and C1 controls (DEL among them), and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Controls, less tab and line breaks: a note or a description may have lines. */
const CONTROL_IN_TEXT = /\p{Cc}/u;
const LINES = /[\t\r\n]/g;
/** Bidirectional embeddings, overrides and isolates: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". */
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

export const NAME_NUL = "A file name may not contain the NUL character (\\u0000).";
export const NAME_CONTROL = "A file name may not contain control characters or line breaks.";
export const NAME_REORDERING =
  "A file name may not contain characters that reverse text (such as U+202E), which can disguise its type.";
export const NAME_EMPTY = "The file has no name; name it, for example document.pdf.";
export const NAME_TOO_LONG = `A file name is at most ${MAX_NAME} characters.`;
export const TEXT_NUL = "Text may not contain the NUL character (\\u0000).";
export const TEXT_CONTROL = "Text may not contain control characters.";
export const TEXT_REORDERING = "Text may not contain characters that reverse text (such as U+202E).";
export const TEXT_TOO_LONG = `A form field is at most ${MAX_FIELD} characters.`;

/** The name to keep for an uploaded file, or the sentence saying why it is refused. */
export function uploadName(raw: string | undefined): { name: string } | { problem: string } {
  // Old browsers send C:\fakepath\x.pdf, some clients a relative path: only the last segment is the file's name.
  const name = (raw ?? "").replace(/^.*[\\/]/s, "").trim();
  if (name.includes("\u0000")) return { problem: NAME_NUL };
  if (CONTROL.test(name)) return { problem: NAME_CONTROL };
  if (REORDERING.test(name)) return { problem: NAME_REORDERING };
  if (/^[.\s]*$/.test(name)) return { problem: NAME_EMPTY };
  if (name.length > MAX_NAME) return { problem: NAME_TOO_LONG };
  return { name };
}

/** Why a text field of an upload form is refused, or null when it may go on to the form's own schema. */
export function uploadTextProblem(value: string, truncated = false): string | null {
  if (value.includes("\u0000")) return TEXT_NUL;
  if (CONTROL_IN_TEXT.test(value.replace(LINES, ""))) return TEXT_CONTROL;
  if (REORDERING.test(value)) return TEXT_REORDERING;
  if (truncated || value.length > MAX_FIELD) return TEXT_TOO_LONG;
  return null;
}
