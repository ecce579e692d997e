import { i18n } from "./index";

/** A strings file's translations, as `import.meta.glob("./strings.{ar,es,vi,zh}.ts")` gives them (loaded on demand). */
export type TranslationLoaders = Record<string, () => Promise<unknown>>;

const registered: TranslationLoaders[] = [];
/**
 * The language being shown or about to be: a screen that registers while its language's strings are still on
 * their way (i18n.language not switched yet) must load that language, not the one on screen.
 */
let wanted = "en";
const loaded = new WeakMap<TranslationLoaders, Set<string>>();

/** Loads one strings file's translation into `language` (once); English needs none. */
async function loadInto(language: string, loaders: TranslationLoaders) {
  if (language === "en") return;
  const done = loaded.get(loaders) ?? new Set<string>();
  loaded.set(loaders, done);
  if (done.has(language)) return;
  const key = Object.keys(loaders).find((k) => k.endsWith(`.${language}.ts`));
  if (!key) return;
  const mod = (await loaders[key]!()) as { default: Record<string, unknown> };
  i18n.addResourceBundle(language, "translation", mod.default, true, true);
  done.add(language);
}

/**
 * Adds a feature's strings to the English resources when its code loads, so each screen's
 * texts travel in that screen's chunk instead of the sign-in page's entry (issue 3, first load).
 * Its translations (issue 17) load when the feature does if another language is on, and with the language
 * when it is chosen. A feature module calls this at its top level; the keys are typed through `FeatureStrings`.
 */
export function registerStrings(bundle: Record<string, unknown>, translations?: TranslationLoaders) {
  i18n.addResourceBundle("en", "translation", bundle, true, true);
  if (!translations) return;
  registered.push(translations);
  void loadInto(wanted, translations);
}

/** Every registered strings file's translation into `language`; resolves when all are in. */
export async function loadLanguage(language: string) {
  wanted = language;
  await Promise.all(registered.map((loaders) => loadInto(language, loaders)));
}
