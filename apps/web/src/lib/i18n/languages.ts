/** The languages of the interface (issue 17): each named in itself, with its writing direction and Intl locale. */
export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr", locale: "en-GB", html: "en" },
  { code: "ar", name: "العربية", dir: "rtl", locale: "ar", html: "ar" },
  { code: "zh", name: "简体中文", dir: "ltr", locale: "zh-CN", html: "zh-Hans" },
  { code: "es", name: "Español", dir: "ltr", locale: "es", html: "es" },
  { code: "vi", name: "Tiếng Việt", dir: "ltr", locale: "vi", html: "vi" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export type LanguageInfo = (typeof LANGUAGES)[number];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as string[]).includes(value);
}

export function languageInfo(code: string): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** The first of the browser's languages we have ("zh-TW" and "es-419" count as zh and es), else English. */
export function browserLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** The Intl locale of a language (dates, numbers, money). */
export const intlLocale = (code: string) => languageInfo(code).locale;
