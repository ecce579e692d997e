/** The interface languages (issue 17): English, Arabic, Simplified Chinese, Spanish, Vietnamese. */
export const LANGUAGE_CODES = ["en", "ar", "zh", "es", "vi"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);

/**
 * The caller's language from an Accept-Language header: the first listed (by q, then order) that we have;
 * "zh-CN" counts as zh, "es-419" as es. Undefined when none.
 */
export function languageFromHeader(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((r) => r.base).find(isLanguageCode);
}
