import { describe, expect, it } from "vitest";
import { canCompare, compareSelection, parseIds, toggleCompare } from "../compare-selection";

describe("compare selection", () => {
  it("shows the first four shortlisted courses unless some were chosen", () => {
    expect(compareSelection([5, 4, 3, 2, 1], null)).toEqual([5, 4, 3, 2]);
    expect(compareSelection([5, 4, 3], null)).toEqual([5, 4, 3]);
  });

  it("keeps only chosen courses still on the shortlist, without repeats, at most four", () => {
    expect(compareSelection([1, 2, 3], [3, 9, 3, 1])).toEqual([3, 1]);
    expect(compareSelection([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1])).toEqual([6, 5, 4, 3]);
  });

  it("refuses a fifth tick and says so; unticking always works", () => {
    expect(toggleCompare([1, 2, 3], 4)).toEqual({ selected: [1, 2, 3, 4], limited: false });
    expect(toggleCompare([1, 2, 3, 4], 5)).toEqual({ selected: [1, 2, 3, 4], limited: true });
    expect(toggleCompare([1, 2, 3, 4], 2)).toEqual({ selected: [1, 3, 4], limited: false });
  });

  it("compares 2 to 4 courses", () => {
    expect([0, 1, 2, 4, 5].map((n) => canCompare(n))).toEqual([false, false, true, true, false]);
  });

  it("reads the ids parameter", () => {
    expect(parseIds(null)).toBeNull();
    expect(parseIds("")).toEqual([]);
    expect(parseIds("12,x,7,-1,3.5,30")).toEqual([12, 7, 30]);
  });
});
