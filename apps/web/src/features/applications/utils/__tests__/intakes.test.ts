import { describe, expect, it } from "vitest";
import { parseIntakeName, upcomingIntakes } from "../intakes";

describe("parseIntakeName", () => {
  it("reads '<Month> <year>'", () => {
    expect(parseIntakeName("September 2026")).toEqual({ month: 9, year: 2026 });
    expect(parseIntakeName("january 2027")).toEqual({ month: 1, year: 2027 });
  });

  it("refuses anything else", () => {
    expect(parseIntakeName("Sept 2026")).toBeNull();
    expect(parseIntakeName("2026")).toBeNull();
    expect(parseIntakeName("")).toBeNull();
  });
});

describe("upcomingIntakes", () => {
  const known = [
    { id: 5, name: "September 2027" },
    { id: 1, name: "January 2026" },
    { id: 3, name: "November 2026" },
    { id: 4, name: "January 2027" },
    { id: 2, name: "May 2026" },
    { id: 4, name: "January 2027" },
    { id: 9, name: "Rolling" },
  ];
  const now = new Date("2026-11-21T12:00:00Z");

  it("keeps the course's months from this month on, soonest first, without duplicates", () => {
    expect(upcomingIntakes(known, [1, 9, 11], now).map((i) => i.id)).toEqual([3, 4, 5]);
  });

  it("drops months the course does not start in", () => {
    expect(upcomingIntakes(known, [5], now)).toEqual([]);
    expect(upcomingIntakes(known, [9], now).map((i) => i.name)).toEqual(["September 2027"]);
  });
});
