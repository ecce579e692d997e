import { describe, expect, it } from "vitest";
import { formatMoney, formatRate, percentOf, shortfall } from "../money";

describe("formatMoney", () => {
  // The currency's code, not its symbol; Intl joins them with a no-break space.
  it("formats the API's decimal strings in their currency", () => {
    expect(formatMoney("18500.00", "GBP")).toBe("GBP\u00a018,500.00");
    expect(formatMoney("1234.5", "USD")).toBe("USD\u00a01,234.50");
    expect(formatMoney(0, "EUR")).toBe("EUR\u00a00.00");
  });

  it("tells currencies that share a symbol apart", () => {
    expect(formatMoney("10", "AUD")).toBe("AUD\u00a010.00");
    expect(formatMoney("10", "CAD")).toBe("CAD\u00a010.00");
  });

  it("falls back to the number and the code for a code Intl does not know", () => {
    expect(formatMoney("1500", "XX1")).toBe("1,500.00 XX1");
  });

  it("gives an empty string for no amount and the raw text for a non-number", () => {
    expect(formatMoney(null, "GBP")).toBe("");
    expect(formatMoney("", "GBP")).toBe("");
    expect(formatMoney("abc", "GBP")).toBe("abc");
  });
});

describe("formatRate, percentOf, shortfall", () => {
  it("shows the stored percentage without trailing zeros", () => {
    expect(formatRate("12.50")).toBe("12.5%");
    expect(formatRate("10.00")).toBe("10%");
    expect(formatRate(null)).toBe("");
  });

  it("gives the whole percent received, capped at 100 and 0 when nothing is expected", () => {
    expect(percentOf("925.00", "1850.00")).toBe(50);
    expect(percentOf("2000", "1000")).toBe(100);
    expect(percentOf("10", "0")).toBe(0);
  });

  it("says how much is short, to the cent, and nothing when paid in full or more", () => {
    expect(shortfall("1850.00", "1665.00")).toBe(185);
    expect(shortfall("0.30", "0.10")).toBe(0.2);
    expect(shortfall("1850.00", "1850.00")).toBeNull();
    expect(shortfall("1850.00", "1900.00")).toBeNull();
    expect(shortfall("1850.00", null)).toBeNull();
  });
});
