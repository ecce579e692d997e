import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n";
import { countryName, intakeMonthYear, intakeName, languageName } from "../ref-names";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

/** What each interface language writes for the United Kingdom, Vietnam, English, Chinese and September 2027. */
const EXPECTED = {
  en: { gb: "United Kingdom", vn: "Vietnam", english: "English", chinese: "Chinese", sep2027: "September 2027" },
  ar: { gb: "المملكة المتحدة", vn: "فيتنام", english: "الإنجليزية", chinese: "الصينية", sep2027: "سبتمبر 2027" },
  zh: { gb: "英国", vn: "越南", english: "英语", chinese: "中文", sep2027: "2027年9月" },
  es: { gb: "Reino Unido", vn: "Vietnam", english: "Inglés", chinese: "Chino", sep2027: "septiembre de 2027" },
  vi: {
    gb: "Vương quốc Anh",
    vn: "Việt Nam",
    english: "Tiếng Anh",
    chinese: "Tiếng Trung",
    sep2027: "tháng 9 năm 2027",
  },
} as const;

describe.each(Object.entries(EXPECTED))("reference names in %s", (language, want) => {
  it("names countries, languages and intakes in the interface's language", async () => {
    await i18n.changeLanguage(language);
    expect(countryName("GB", "United Kingdom")).toBe(want.gb);
    expect(countryName("vn", "Vietnam")).toBe(want.vn);
    expect(languageName("English")).toBe(want.english);
    expect(languageName("en")).toBe(want.english);
    expect(languageName("zh")).toBe(want.chinese);
    expect(intakeName({ name: "September 2027" })).toBe(want.sep2027);
    expect(intakeName({ name: "Sep 2027" })).toBe(want.sep2027);
    expect(intakeName({ name: "Autumn intake", month: 9, year: 2027 })).toBe(want.sep2027);
  });

  it("keeps the stored name where Intl has no code to go by", async () => {
    await i18n.changeLanguage(language);
    expect(countryName(null, "Atlantis")).toBe("Atlantis");
    expect(countryName("", "Atlantis")).toBe("Atlantis");
    expect(countryName("Q1", "Atlantis")).toBe("Atlantis");
    expect(languageName("Klingon")).toBe("Klingon");
    expect(languageName("")).toBe("");
    expect(intakeName({ name: "Rolling admissions" })).toBe("Rolling admissions");
    expect(intakeName({ name: "Term 1 2027" })).toBe("Term 1 2027");
  });
});

describe("intakeMonthYear", () => {
  it("reads an English month name or its abbreviation and a year", () => {
    expect(intakeMonthYear("January 2028")).toEqual({ month: 1, year: 2028 });
    expect(intakeMonthYear("Sept. 2027")).toEqual({ month: 9, year: 2027 });
    expect(intakeMonthYear("may 2026")).toEqual({ month: 5, year: 2026 });
    expect(intakeMonthYear("Ju 2026")).toBeNull();
    expect(intakeMonthYear("2027 September")).toBeNull();
  });
});
