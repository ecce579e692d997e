import { describe, expect, it } from "vitest";
import { formatMoney, formatMonthYear, initialsOf, monthName, nextIntakes } from "../format";

describe("formatMoney", () => {
  // The currency's code, not its symbol ("$" is not the same money everywhere); Intl joins them with a no-break space.
  it("formats whole amounts without decimals in the course's currency", () => {
    expect(formatMoney("12500.00", "GBP")).toBe("GBP\u00a012,500");
    expect(formatMoney(9000, "USD")).toBe("USD\u00a09,000");
    expect(formatMoney("7750", "CAD")).toBe("CAD\u00a07,750");
    expect(formatMoney("18000", "EUR")).toBe("EUR\u00a018,000");
  });

  it("keeps pence when there are any", () => {
    expect(formatMoney("99.5", "GBP")).toBe("GBP\u00a099.50");
  });

  it("falls back to the code after the number for a currency Intl refuses, and to nothing for a bad amount", () => {
    expect(formatMoney("1000", "not-a-code")).toBe("1,000 not-a-code");
    expect(formatMoney("abc", "GBP")).toBe("");
  });
});

describe("nextIntakes", () => {
  const june2026 = new Date(Date.UTC(2026, 5, 15));

  it("lists the next starts from this month on, across the year end", () => {
    expect(nextIntakes([1, 9], june2026, 3)).toEqual([
      { month: 9, year: 2026 },
      { month: 1, year: 2027 },
      { month: 9, year: 2027 },
    ]);
  });

  it("counts this month as still open (the server accepts it)", () => {
    expect(nextIntakes([6], june2026, 2)).toEqual([
      { month: 6, year: 2026 },
      { month: 6, year: 2027 },
    ]);
  });

  it("ignores duplicates and months outside 1–12; no months, no intakes", () => {
    expect(nextIntakes([2, 2, 13, 0], june2026, 2)).toEqual([
      { month: 2, year: 2027 },
      { month: 2, year: 2028 },
    ]);
    expect(nextIntakes([], june2026)).toEqual([]);
  });
});

describe("names", () => {
  it("writes months and month-year pairs in English (en-GB: September is Sept)", () => {
    expect(monthName(9)).toBe("Sept");
    expect(monthName(1, true)).toBe("January");
    expect(formatMonthYear({ month: 2, year: 2027 })).toBe("Feb 2027");
  });

  it("takes two initials, skipping small words", () => {
    expect(initialsOf("University of Leeds")).toBe("UL");
    expect(initialsOf("Leeds Metropolitan University")).toBe("LM");
    expect(initialsOf("Cardiff")).toBe("C");
  });
});
