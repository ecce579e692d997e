import { currentLocale } from "./format";

/**
 * Reference names that Intl can write in the reader's language from a code (issue 35, docs/decisions/047):
 * countries from their ISO 3166 code, languages from their ISO 639 code, and intakes from their month and year.
 * Whatever Intl cannot name (no code, an unknown code, an intake named otherwise) is shown as Masters stores it.
 */

const displayNames = new Map<string, Intl.DisplayNames>();

function names(type: "region" | "language", locale: string): Intl.DisplayNames | null {
  const key = `${type}|${locale}`;
  let made = displayNames.get(key);
  if (!made) {
    try {
      made = new Intl.DisplayNames([locale], { type, fallback: "none" });
    } catch {
      return null;
    }
    displayNames.set(key, made);
  }
  return made;
}

/** Intl's name for a code, or undefined when Intl does not know it (or the code is not well formed). */
function nameOf(type: "region" | "language", code: string, locale: string): string | undefined {
  try {
    return names(type, locale)?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A country in the reader's language from its ISO alpha-2 code ("GB" → "Reino Unido" in Spanish);
 * without a code, or with one Intl does not know, the stored (English) name.
 */
export function countryName(iso2: string | null | undefined, stored: string, locale = currentLocale()): string {
  const code = iso2?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return stored;
  return nameOf("region", code, locale) ?? stored;
}

/** The languages people type by name in English, to their ISO 639-1 code (course languages, experts' languages). */
const LANGUAGE_CODES: Record<string, string> = {
  arabic: "ar",
  bengali: "bn",
  cantonese: "yue",
  chinese: "zh",
  dutch: "nl",
  english: "en",
  french: "fr",
  german: "de",
  greek: "el",
  gujarati: "gu",
  hindi: "hi",
  indonesian: "id",
  italian: "it",
  japanese: "ja",
  korean: "ko",
  malay: "ms",
  mandarin: "cmn",
  nepali: "ne",
  persian: "fa",
  polish: "pl",
  portuguese: "pt",
  punjabi: "pa",
  russian: "ru",
  sinhala: "si",
  spanish: "es",
  swahili: "sw",
  swedish: "sv",
  tagalog: "tl",
  tamil: "ta",
  telugu: "te",
  thai: "th",
  turkish: "tr",
  urdu: "ur",
  vietnamese: "vi",
};

/**
 * A language in the reader's language: from an ISO 639 code ("es", "zh-Hant") or a common English name
 * ("English" → "inglés" in Spanish); anything else as it was stored.
 */
export function languageName(value: string | null | undefined, locale = currentLocale()): string {
  const stored = value?.trim() ?? "";
  if (!stored) return "";
  const code = LANGUAGE_CODES[stored.toLowerCase()] ?? (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(stored) ? stored : "");
  if (!code) return stored;
  const named = nameOf("language", code, locale);
  if (!named) return stored;
  // Intl writes some languages in lower case ("inglés"): a name on its own starts with a capital where the script has one.
  return named.charAt(0).toLocaleUpperCase(locale) + named.slice(1);
}

/** English month names, lower case, January first: what stored intake names are read with. */
export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Month and year read from an English intake name: "September 2027", "Sep 2027", "Sept. 2027". */
export function intakeMonthYear(name: string): { month: number; year: number } | null {
  const m = /^\s*([A-Za-z]+)\.?,?\s+(\d{4})\s*$/.exec(name);
  if (!m?.[1] || !m[2]) return null;
  const word = m[1].toLowerCase();
  if (word.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(word) || (word === "sept" && month === "september"));
  if (index < 0) return null;
  return { month: index + 1, year: Number(m[2]) };
}

const monthYearFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An intake in the reader's language: from its month and year when the answer carries them, else from a stored
 * name of the form "September 2027" ("septiembre de 2027", "2027年9月", "سبتمبر 2027"); any other name as stored.
 */
export function intakeName(
  intake: { name: string; month?: number | null; year?: number | null },
  locale = currentLocale(),
): string {
  const parsed =
    intake.month && intake.year ? { month: intake.month, year: intake.year } : intakeMonthYear(intake.name);
  if (!parsed || parsed.month < 1 || parsed.month > 12) return intake.name;
  let format = monthYearFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
    monthYearFormats.set(locale, format);
  }
  return format.format(Date.UTC(parsed.year, parsed.month - 1, 1));
}
