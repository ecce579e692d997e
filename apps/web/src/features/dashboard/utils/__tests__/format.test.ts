import type { DashboardData } from "@pp/shared";
import { describe, expect, it } from "vitest";
import { destinationSlices } from "../destinations";
import { formatCount, formatMonth, formatPercent, isEmptyDashboard } from "../format";

describe("dashboard formatting", () => {
  it("shows a 0..1 rate as a percentage with at most one decimal", () => {
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(0.4)).toBe("40%");
    expect(formatPercent(0.125)).toBe("12.5%");
    expect(formatPercent(0.0444)).toBe("4.4%");
    expect(formatPercent(1)).toBe("100%");
  });

  it("keeps a rate out of range or not a number inside 0..100%", () => {
    expect(formatPercent(1.7)).toBe("100%");
    expect(formatPercent(-0.2)).toBe("0%");
    expect(formatPercent(Number.NaN)).toBe("0%");
  });

  it("groups thousands and names months", () => {
    expect(formatCount(12345)).toBe("12,345");
    expect(formatMonth("2026-03")).toBe("Mar 2026");
    expect(formatMonth("2025-12")).toBe("Dec 2025");
    expect(formatMonth("bad")).toBe("bad");
  });

  it("is empty only without students and without applications", () => {
    const data = (students: number, applications: number) =>
      ({ totals: { students, applications } }) as unknown as DashboardData;
    expect(isEmptyDashboard(data(0, 0))).toBe(true);
    expect(isEmptyDashboard(data(1, 0))).toBe(false);
    expect(isEmptyDashboard(data(0, 2))).toBe(false);
  });
});

describe("destination slices", () => {
  const rows = ["A", "B", "C", "D", "E", "F", "G", "H"].map((name, i) => ({ id: i, name, count: 10 - i }));

  it("keeps the biggest destinations and sums the rest into Other", () => {
    const slices = destinationSlices(rows, "Other");
    expect(slices.map((s) => s.name)).toEqual(["A", "B", "C", "D", "E", "Other"]);
    expect(slices.at(-1)?.value).toBe(5 + 4 + 3);
    expect(slices.reduce((n, s) => n + s.value, 0)).toBe(rows.reduce((n, r) => n + r.count, 0));
  });

  it("needs no Other slice when every destination fits", () => {
    const slices = destinationSlices(rows.slice(0, 6), "Other");
    expect(slices.map((s) => s.name)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(new Set(slices.map((s) => s.color)).size).toBe(6);
  });
});
