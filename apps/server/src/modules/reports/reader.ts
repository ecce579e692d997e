import type { LanguageCode } from "@pp/shared/languages";
import type { GradingScale } from "@pp/shared/matching";
import { phrase, translateMessage } from "../../lib/messages";

/**
 * What an export's values are written in (issue 35): the reader's language for labels and the words that stand
 * for codes, country names from Intl by ISO code, and a grade with its scale ("72%", "3.4 out of 4.0").
 */
export interface Reader {
  language: LanguageCode;
  /** An English label or phrase in the reader's language (English when no catalog knows it). */
  t(text: string): string;
  /** A code's word (`female` -> "Female") in the reader's language; an unknown code stays as it is. */
  code(words: Readonly<Record<string, string>>, value: string | null): string | null;
  /** A country by its ISO 3166 code in the reader's language, else its name as stored. */
  country(iso2: string | null, name: string | null): string | null;
  grade(grade: string | null, scale: string | null): string | null;
  yesNo(value: boolean): string;
}

export const GENDERS: Readonly<Record<string, string>> = {
  female: phrase("Female"),
  male: phrase("Male"),
  other: phrase("Other"),
  undisclosed: phrase("Prefers not to say"),
};
export const STUDENT_STATUSES: Readonly<Record<string, string>> = {
  active: phrase("Active"),
  archived: phrase("Archived"),
};
export const ACCOUNT_STATUSES: Readonly<Record<string, string>> = {
  active: phrase("Active"),
  disabled: phrase("Disabled"),
  pending: phrase("Pending"),
};
export const ENGLISH_TESTS: Readonly<Record<string, string>> = { none: phrase("No English test") };
export const COMMISSION_STATUS_WORDS: Readonly<Record<string, string>> = {
  projected: phrase("Projected"),
  eligible: phrase("Eligible"),
  claimed: phrase("Claimed"),
  approved: phrase("Approved"),
  paid: phrase("Paid"),
  disputed: phrase("Disputed"),
  on_hold: phrase("On hold"),
};
export const PERMISSION_WORDS: Readonly<Record<string, string>> = {
  "students.view": phrase("View students"),
  "students.manage": phrase("Add and edit students"),
  "applications.view": phrase("View applications"),
  "applications.manage": phrase("Create and update applications"),
  "courses.view": phrase("Search courses and providers"),
  "tickets.manage": phrase("Raise and follow support tickets"),
  "updates.view": phrase("Read important updates"),
  "documents.view": phrase("Download from the documents bank"),
  "experts.view": phrase("Contact university experts"),
  "reports.export": phrase("Export reports"),
  "payments.view": phrase("View commission payments"),
};
const UK_CLASS_WORDS: Readonly<Record<string, string>> = {
  first: phrase("First-class honours"),
  "2:1": phrase("Upper second-class honours (2:1)"),
  "2:2": phrase("Lower second-class honours (2:2)"),
  third: phrase("Third-class honours"),
};

/** A grade as people write it on its scale; without a scale it stays as it was entered. */
function gradeText(t: (s: string) => string, grade: string, scale: GradingScale): string {
  const g = grade.trim().replace(/\s*%$/, "");
  if (scale === "percentage") return `${g}%`;
  if (scale === "gpa4") return t(phrase(`${g} out of 4.0`));
  if (scale === "cgpa10") return t(phrase(`${g} out of 10`));
  const word = UK_CLASS_WORDS[g.toLowerCase()];
  return word ? t(word) : grade;
}

export function readerFor(language: LanguageCode): Reader {
  const t = (text: string) => translateMessage(text, language);
  const regions = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  return {
    language,
    t,
    code: (words, value) => (value === null ? null : words[value] ? t(words[value]) : value),
    country(iso2, name) {
      if (!iso2) return name;
      try {
        return regions.of(iso2.toUpperCase()) ?? name;
      } catch {
        return name;
      }
    },
    grade(grade, scale) {
      if (!grade) return null;
      if (scale === "percentage" || scale === "gpa4" || scale === "cgpa10" || scale === "uk_class")
        return gradeText(t, grade, scale);
      return grade;
    },
    yesNo: (value) => t(value ? phrase("Yes") : phrase("No")),
  };
}
