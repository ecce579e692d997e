import type { LanguageCode } from "./languages";

/** The Intl locale each interface language formats dates, numbers and money in (the web app's, too). */
export const INTL_LOCALES: Record<LanguageCode, string> = { en: "en-GB", ar: "ar", zh: "zh-CN", es: "es", vi: "vi" };

/**
 * An amount with its currency code as the web app writes it on cards ("GBP 17,250.00", "17,250.00 GBP" in Arabic):
 * the server's sentences use it so a match's reason and the card beside it say one amount the same way (issue 35).
 * Western digits in every language, as the interface shows numbers.
 */
export function moneyIn(language: LanguageCode, amount: string | number, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(INTL_LOCALES[language], {
      style: "currency",
      currency,
      currencyDisplay: "code",
      numberingSystem: "latn",
    }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
