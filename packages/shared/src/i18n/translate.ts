/**
 * The API's messages in other languages (issue 17). A catalog maps each English entry of messages/en.ts (a
 * sentence, possibly with `{placeholders}`, or a field label) to its translation with the same placeholders.
 * A message is translated whole when it is an entry, else by the first template it matches; the values a
 * template captured are translated too when they are entries themselves ("Name" in "Name is required."), or,
 * up to two levels down, when they match a template of their own ("Task due today: Upload the passport for Asha").
 */
export type MessageCatalog = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  to: string;
  /** Literal characters: longer templates are more specific and are tried first. */
  weight: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(from: string, to: string): Template {
  const names: string[] = [];
  const parts = from.split(/\{(\w+)\}/);
  let source = "";
  let weight = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      names.push(part);
      // A value may be empty ("application{value}" with no plural s).
      source += "(.*?)";
    } else {
      source += escapeRegExp(part);
      weight += part.length;
    }
  });
  return { pattern: new RegExp(`^${source}$`, "s"), names, to, weight };
}

/** How deep captured values are translated in turn (a reminder of a task whose title names a document). */
const MAX_DEPTH = 2;
/** The literal characters a template needs to translate a captured value. */
const NESTED_MIN_WEIGHT = 10;

/** A translator for one language: English text in, that language's text out (the English when unknown). */
export function createMessageTranslator(catalog: MessageCatalog) {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [from, to] of Object.entries(catalog)) {
    if (/\{\w+\}/.test(from)) templates.push(compile(from, to));
    else exact.set(from, to);
  }
  templates.sort((a, b) => b.weight - a.weight);
  /**
   * `dataNames`: names of data people keep in other languages (a status's "Borrador" for "Draft"), for the values a
   * template captured that the catalog does not know.
   */
  const translate = (text: string, dataNames: ReadonlyMap<string, string> | undefined, depth: number): string => {
    const whole = exact.get(text);
    if (whole !== undefined) return whole;
    for (const t of templates) {
      // A captured value is matched only against templates with words of their own (a task's title inside "Task due
      // today: {title}"), never against a bare "{a} ({b})".
      if (depth > 0 && t.weight < NESTED_MIN_WEIGHT) break;
      const m = t.pattern.exec(text);
      if (!m) continue;
      const values = new Map(t.names.map((name, i) => [name, m[i + 1] ?? ""]));
      return t.to.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values.get(name) ?? "";
        const known = exact.get(value) ?? dataNames?.get(value);
        if (known !== undefined) return known;
        return depth < MAX_DEPTH ? translate(value, dataNames, depth + 1) : value;
      });
    }
    return text;
  };
  return (text: string, dataNames?: ReadonlyMap<string, string>): string => translate(text, dataNames, 0);
}

export type MessageTranslator = ReturnType<typeof createMessageTranslator>;
