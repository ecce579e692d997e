import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatMonthName,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatRelative,
  formatTime,
} from "../format";
import { i18n } from "../i18n";

// Local time: the same wall-clock moment in whatever zone the tests run.
const march12 = new Date(2026, 2, 12, 14, 5);
const now = new Date("2026-11-21T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
/** Intl puts a no-break space between a currency code and its number. */
const nb = (s: string) => s.replace(/ /g, "\u00a0");
const zoneName = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZoneName: "short" }).formatToParts(d).find((p) => p.type === "timeZoneName")
    ?.value ?? "";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("format in English (en-GB)", () => {
  it("writes dates and times as the screens always have", () => {
    expect(formatDate(march12)).toBe("12 Mar 2026");
    expect(formatDate(march12.toISOString())).toBe("12 Mar 2026");
    expect(formatDateTime(march12.toISOString())).toBe("12 Mar 2026, 14:05");
    expect(formatDateTime(march12, { seconds: true })).toBe("12 Mar 2026, 14:05:00");
    expect(formatDateTime(march12, { year: false })).toBe("12 Mar, 14:05");
    expect(formatDateTime(march12, { weekday: true })).toBe("Thu, 12 Mar 2026, 14:05");
    expect(formatTime(march12)).toBe("14:05");
  });

  it("reads a bare date as that calendar day, and shows an unreadable date as it came", () => {
    expect(formatDate("2026-03-12")).toBe("12 Mar 2026");
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatDateTime(Number.NaN)).toBe("");
  });

  it("names the time zone when asked (meeting times, SLA deadlines)", () => {
    const zone = zoneName(march12);
    expect(zone).not.toBe("");
    expect(formatDateTime(march12, { zone: true })).toBe(`12 Mar 2026, 14:05 ${zone}`);
    expect(formatTime(march12, { zone: true })).toBe(`14:05 ${zone}`);
  });

  it("writes months", () => {
    expect(formatMonthYear(march12)).toBe("Mar 2026");
    expect(formatMonthYear({ month: 2, year: 2027 })).toBe("Feb 2027");
    expect(formatMonthName(1)).toBe("Jan");
    expect(formatMonthName(1, { long: true })).toBe("January");
  });

  it("writes numbers and percentages", () => {
    expect(formatNumber(12345)).toBe("12,345");
    expect(formatNumber("1234.5", { maximumFractionDigits: 2 })).toBe("1,234.5");
    expect(formatNumber("abc")).toBe("abc");
    expect(formatPercent(0.125)).toBe("12.5%");
    expect(formatPercent(0.4)).toBe("40%");
    expect(formatPercent(0.12345, { maximumFractionDigits: 2 })).toBe("12.35%");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });

  it("writes money with the currency's code", () => {
    expect(formatMoney(31000, "GBP")).toBe(nb("GBP 31,000.00"));
    expect(formatMoney("1234.5", "USD")).toBe(nb("USD 1,234.50"));
    expect(formatMoney("12500.00", "GBP", { dropZeroCents: true })).toBe(nb("GBP 12,500"));
    expect(formatMoney("99.5", "GBP", { dropZeroCents: true })).toBe(nb("GBP 99.50"));
    expect(formatMoney("1500", "XX1")).toBe("1,500.00 XX1");
    expect(formatMoney("1000", "not-a-code", { dropZeroCents: true })).toBe("1,000 not-a-code");
    expect(formatMoney("abc", "GBP")).toBe("abc");
    expect(formatMoney("", "GBP")).toBe("");
  });

  it("says how long ago or how soon", () => {
    expect(formatRelative(new Date(now.getTime() - 20_000), now)).toBe("now");
    expect(formatRelative(hoursAgo(5 / 60), now)).toBe("5 minutes ago");
    // Rounded to the nearest unit, as an SLA deadline reads: 3 h 59 min ahead is "in 4 hours".
    expect(formatRelative(new Date(now.getTime() + (3 * 60 + 59) * 60_000), now)).toBe("in 4 hours");
    expect(formatRelative(hoursAgo(3), now)).toBe("3 hours ago");
    expect(formatRelative(hoursAgo(26), now)).toBe("yesterday");
    expect(formatRelative(hoursAgo(72), now)).toBe("3 days ago");
    expect(formatRelative(hoursAgo(15 * 24), now)).toBe("2 weeks ago");
    expect(formatRelative(hoursAgo(60 * 24), now)).toBe("2 months ago");
    expect(formatRelative(hoursAgo(400 * 24), now)).toBe("last year");
    expect(formatRelative(hoursAgo(-3), now)).toBe("in 3 hours");
    expect(formatRelative(hoursAgo(-48).toISOString(), now.getTime())).toBe("in 2 days");
  });
});

describe("format in the other interface languages", () => {
  it("Arabic: Arabic month names and words, the code after the amount", async () => {
    await i18n.changeLanguage("ar");
    expect(formatDate(march12)).toMatch(/^(12|١٢) مارس (2026|٢٠٢٦)$/);
    expect(formatMonthName(3, { long: true })).toBe("مارس");
    expect(formatMoney(31000, "GBP")).toMatch(/^\u200f?(31,000\.00|٣١٬٠٠٠٫٠٠)\u00a0GBP$/);
    expect(formatRelative(hoursAgo(3), now)).toMatch(/^قبل (3|٣) ساعات$/);
    expect(formatRelative(hoursAgo(26), now)).toBe("أمس");
  });

  it("Chinese: 年月日, 小时前, 昨天", async () => {
    await i18n.changeLanguage("zh");
    expect(formatDate(march12)).toBe("2026年3月12日");
    expect(formatDateTime(march12)).toBe("2026年3月12日 14:05");
    expect(formatMonthYear({ month: 2, year: 2027 })).toBe("2027年2月");
    expect(formatMoney(31000, "GBP")).toBe(nb("GBP 31,000.00"));
    expect(formatRelative(hoursAgo(3), now)).toBe("3小时前");
    expect(formatRelative(hoursAgo(26), now)).toBe("昨天");
  });

  it("Spanish: lower-case months, comma decimals, hace", async () => {
    await i18n.changeLanguage("es");
    expect(formatDate(march12)).toBe("12 mar 2026");
    expect(formatDateTime(march12)).toBe("12 mar 2026, 14:05");
    expect(formatNumber(12345.5)).toBe("12.345,5");
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe("2,5 MB");
    expect(formatMoney(31000, "GBP")).toBe(nb("31.000,00 GBP"));
    expect(formatRelative(hoursAgo(3), now)).toBe("hace 3 horas");
    expect(formatRelative(hoursAgo(26), now)).toBe("ayer");
  });

  it("Vietnamese: thg, trước, hôm qua", async () => {
    await i18n.changeLanguage("vi");
    expect(formatDate(march12)).toBe("12 thg 3, 2026");
    expect(formatMoney(31000, "GBP")).toBe(nb("31.000,00 GBP"));
    expect(formatRelative(hoursAgo(3), now)).toBe("3 giờ trước");
    expect(formatRelative(hoursAgo(26), now).toLowerCase()).toBe("hôm qua");
  });

  it("switches back: the English formatters are unchanged after another language", async () => {
    await i18n.changeLanguage("es");
    expect(formatDate(march12)).toBe("12 mar 2026");
    await i18n.changeLanguage("en");
    expect(formatDate(march12)).toBe("12 Mar 2026");
    expect(formatMoney(31000, "GBP")).toBe(nb("GBP 31,000.00"));
  });
});

describe("prepareFormattersSoon", () => {
  it("makes the plain number and day formatters of the language in tasks of their own, not inside the first figures", async () => {
    // A fresh copy of the module: its formatter cache is empty, whatever the tests above made.
    vi.resetModules();
    const fresh = await import("../format");
    const locale = fresh.currentLocale();
    const made: string[] = [];
    const NumberFormat = Intl.NumberFormat;
    const DateTimeFormat = Intl.DateTimeFormat;
    // biome-ignore lint/complexity/useArrowFunction: Intl's formatters are called with new, which an arrow refuses
    const spyNumber = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (...args) {
      made.push(`number ${String(args[0])}`);
      return new NumberFormat(...args);
    } as typeof Intl.NumberFormat);
    // biome-ignore lint/complexity/useArrowFunction: as above
    const spyDate = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args) {
      made.push(`date ${String(args[0])}`);
      return new DateTimeFormat(...args);
    } as typeof Intl.DateTimeFormat);
    try {
      const cancel = fresh.prepareFormattersSoon();
      cancel();
      await new Promise((r) => setTimeout(r, 100));
      expect(made, "cancelled before it ran").toEqual([]);
      fresh.prepareFormattersSoon();
      expect(made, "nothing made at once").toEqual([]);
      await vi.waitFor(() => expect(made).toEqual([`number ${locale}`, `date ${locale}`]));
      expect(fresh.formatNumber(12345)).toBe(new NumberFormat(locale).format(12345));
      expect(fresh.formatDate(march12)).toBe(
        new DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(march12),
      );
      expect(made, "the first figures found them made").toEqual([`number ${locale}`, `date ${locale}`]);
    } finally {
      spyNumber.mockRestore();
      spyDate.mockRestore();
    }
  });
});
