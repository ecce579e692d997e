/**
 * The shape of a translation file (`strings.ar.ts` beside `strings.ts`): the English file's keys with the
 * language's own plural forms (i18next's `_zero`, `_one`, `_two`, `_few`, `_many`, `_other` as Intl.PluralRules
 * gives them). The key-by-key comparison with English is a test (lib/i18n/__tests__/translations.test.ts).
 */
export interface Translation {
  [key: string]: string | Translation;
}
