import { describe, expect, it } from "vitest";
import { formatMoney } from "../money";

describe("formatMoney", () => {
  it("groups thousands and keeps cents only when there are some", () => {
    expect(formatMoney("25000.00")).toBe("25,000");
    expect(formatMoney("1234.5")).toBe("1,234.5");
    expect(formatMoney("abc")).toBe("abc");
  });
});
