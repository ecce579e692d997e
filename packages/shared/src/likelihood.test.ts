import { describe, expect, it } from "vitest";
import { englishBand, gradeBand, LIKELIHOOD_MIN_BASIS, likelihoodFrom } from "./likelihood";

describe("bands", () => {
  it("puts each test's scores in the same three bands, at their boundaries", () => {
    expect([5.5, 6, 6.5, 7, 9].map((s) => englishBand("IELTS", s))).toEqual([1, 2, 2, 3, 3]);
    expect([78, 79, 93, 94].map((s) => englishBand("TOEFL", s))).toEqual([1, 2, 2, 3]);
    expect([49, 50, 64, 65].map((s) => englishBand("PTE", s))).toEqual([1, 2, 2, 3]);
    expect([104, 105, 119, 120].map((s) => englishBand("Duolingo", s))).toEqual([1, 2, 2, 3]);
  });
  it("knows no band without a test it reads or a score", () => {
    expect(englishBand(null, 7)).toBe(0);
    expect(englishBand("Cambridge", 180)).toBe(0);
    expect(englishBand("IELTS", null)).toBe(0);
  });
  it("bands grades by percentage", () => {
    expect([null, 0, 59.9, 60, 74.9, 75, 100].map((g) => gradeBand(g))).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });
});

describe("likelihoodFrom", () => {
  const none = { decided: 0, offers: 0 };
  it("uses the provider's group from 20 decided applications", () => {
    expect(likelihoodFrom({ decided: 20, offers: 13 }, { decided: 100, offers: 10 })).toEqual({
      rate: 65,
      basis: 20,
      group: "provider",
      message: "65% of 20 similar decided applications to this provider reached an offer.",
    });
  });
  it("falls back to the destination and level below 20 for the provider", () => {
    expect(
      likelihoodFrom({ decided: LIKELIHOOD_MIN_BASIS - 1, offers: 19 }, { decided: 40, offers: 10 }),
    ).toMatchObject({ rate: 25, basis: 40, group: "destination_level" });
  });
  it("gives no figure when both are below 20, naming the larger basis", () => {
    const l = likelihoodFrom({ decided: 12, offers: 12 }, { decided: 19, offers: 1 });
    expect(l).toMatchObject({ rate: null, basis: 19, group: "destination_level" });
    expect(l.message).toContain("a figure needs at least 20");
    expect(likelihoodFrom(none, none)).toMatchObject({ rate: null, basis: 0 });
  });
});
