import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";

/**
 * Every English strings file has a translation per language beside it (`strings.ar.ts` next to `strings.ts`) with
 * exactly English's keys: the language's own plural forms in place of English's `_one`/`_other`, the same
 * {{placeholders}}, nothing empty (issue 17).
 */
const english = import.meta.glob<Record<string, unknown>>(
  ["../../../**/strings.ts", "../../../**/*-strings.ts", "!../../../app/feature-strings.ts"],
  { eager: true },
);
const translations = import.meta.glob<{ default: Record<string, unknown> }>("../../../**/*strings.{ar,es,vi,zh}.ts", {
  eager: true,
});
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l.code !== "en");
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Leaves = Map<string, string>;
function leaves(obj: unknown, prefix = "", out: Leaves = new Map()): Leaves {
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else if (v && typeof v === "object") leaves(v, key, out);
    else out.set(key, `<${typeof v}>`);
  }
  return out;
}
/** English's object in a strings module: its one exported object. */
function englishObject(mod: Record<string, unknown>) {
  const objects = Object.values(mod).filter((v) => v && typeof v === "object");
  expect(objects).toHaveLength(1);
  return objects[0];
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** The keys a translation must have: English's, with each plural group in the language's own categories. */
function expectedKeys(en: Leaves, locale: string) {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const want = new Map<string, string>();
  for (const [key, text] of en) {
    const m = PLURAL.exec(key);
    if (!m) want.set(key, text);
    else {
      const base = key.slice(0, -m[0].length);
      // Every plural form compares with English's "other". English's `_zero` is i18next's own form for a count
      // of 0 in any language ("More filters" rather than "More filters (0 set)"): every language needs it then.
      const forms = en.has(`${base}_zero`) ? new Set([...categories, "zero"]) : categories;
      for (const c of forms)
        want.set(`${base}_${c}`, c === "zero" ? (en.get(`${base}_zero`) ?? text) : (en.get(`${base}_other`) ?? text));
    }
  }
  return want;
}

const files = Object.entries(english).map(([path, mod]) => ({ path, en: leaves(englishObject(mod)) }));

describe("translations", () => {
  it("finds the English strings files", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  for (const { path, en } of files) {
    for (const lang of OTHER_LANGUAGES) {
      const target = path.replace(/\.ts$/, `.${lang.code}.ts`);
      it(`${target.replace("../../../", "")} has English's keys and placeholders`, () => {
        const mod = translations[target];
        expect(mod, `${target} is missing`).toBeDefined();
        const got = leaves(mod!.default);
        const want = expectedKeys(en, lang.locale);
        const missing = [...want.keys()].filter((k) => !got.has(k));
        // A plural form the language does not use is harmless only if CLDR knows it; anything else is extra.
        const extra = [...got.keys()].filter(
          (k) => !want.has(k) && !(PLURAL.test(k) && want.has(k.replace(PLURAL, "_other"))),
        );
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of got) {
          expect(text.trim(), `${key} is empty`).not.toBe("");
          const source = want.get(key);
          if (source === undefined) continue;
          const mine = placeholders(text);
          const theirs = placeholders(source);
          // Plural forms other than "other" may leave the number out ("one course" in a language that says it).
          if (PLURAL.test(key) && !key.endsWith("_other")) expect(theirs, key).toEqual(expect.arrayContaining(mine));
          else expect(mine, `${key}: ${text}`).toEqual(theirs);
        }
        if (lang.code === "ar" || lang.code === "zh") {
          // In a non-Latin script, a run of English words is an untranslated string (names, codes and e-mail
          // addresses are single words).
          const english = [...got].filter(([, t]) =>
            /\b[A-Za-z]{3,}\s+[A-Za-z]{3,}\s+[A-Za-z]{3,}\b/.test(t.replace(/\{\{[^}]*\}\}/g, "")),
          );
          expect(english.map(([k]) => k)).toEqual([]);
        } else {
          const same = [...got].filter(([k, t]) => t === want.get(k) && /[a-z]{4,}\s+[a-z]{4,}\s+[a-z]{4,}/i.test(t));
          expect(same.map(([k]) => k)).toEqual([]);
        }
      });
    }
  }
});
