import { useThemeSettings } from "../../theme/settings-store";
import { baseStrings } from "./base-strings";
import { i18n } from "./index";
import { browserLanguage, isLanguage, type Language, languageInfo } from "./languages";
import { loadLanguage, registerStrings } from "./register";

registerStrings(baseStrings, import.meta.glob("./base-strings.{ar,es,vi,zh}.ts"));

/** What the person chose in this browser ("" before any choice). */
export const chosenLanguage = () => useThemeSettings.getState().language;

/** The language the interface shows: the person's choice, else the browser's (issue 17). */
export function currentLanguage(): Language {
  const chosen = useThemeSettings.getState().language;
  return isLanguage(chosen) ? chosen : browserLanguage();
}

/** Loads a language's strings (those of every screen loaded so far) and switches the interface to it. */
export async function applyLanguage(code: Language) {
  await loadLanguage(code);
  if (i18n.language !== code) await i18n.changeLanguage(code);
}

/**
 * Chooses a language: kept in the browser (theme settings), with its writing direction (Arabic turns the layout
 * right to left; the theme switcher's RTL toggle can still change the direction afterwards).
 */
export function chooseLanguage(code: Language) {
  useThemeSettings.getState().update({ language: code, dir: languageInfo(code).dir });
}

/**
 * Keeps i18next on the settings' language. Before anyone chose, the browser's language decides (and is written
 * down, with its direction). Resolves once the first language's strings are in, so the first paint is in it.
 */
export async function bindLanguage() {
  if (!isLanguage(useThemeSettings.getState().language)) chooseLanguage(browserLanguage());
  let last = currentLanguage();
  useThemeSettings.subscribe((s) => {
    // Back to the defaults (the theme switcher's reset): the browser decides again.
    if (!isLanguage(s.language)) return chooseLanguage(browserLanguage());
    const next = s.language;
    if (next === last) return;
    last = next;
    void applyLanguage(next);
  });
  await applyLanguage(currentLanguage());
}
