import { describe, expect, it } from "vitest";
import { deadlineIntakes } from "../../admin-catalogue/components/course-deadline-fields";
import { emptyCourseValues, parseCourse } from "../../admin-catalogue/utils/course-form";
import { daysUntil, isSoon } from "../days";

describe("deadline days", () => {
  it("counts whole days and calls today..today+14 soon", () => {
    expect(daysUntil("2026-12-12", "2026-12-07")).toBe(5);
    expect(daysUntil("2026-12-06", "2026-12-07")).toBe(-1);
    expect(isSoon("2026-12-07", "2026-12-07")).toBe(true);
    expect(isSoon("2026-12-21", "2026-12-07")).toBe(true);
    expect(isSoon("2026-12-22", "2026-12-07")).toBe(false);
    expect(isSoon("2026-12-06", "2026-12-07")).toBe(false);
  });
});

describe("the course form's deadlines", () => {
  const upcoming = [
    { id: 3, name: "January 2028", month: 1, year: 2028 },
    { id: 1, name: "September 2027", month: 9, year: 2027 },
    { id: 2, name: "May 2027", month: 5, year: 2027 },
  ];
  it("offers the upcoming intakes of the chosen months, oldest first", () => {
    expect(deadlineIntakes(upcoming, ["9", "1"]).map((i) => i.id)).toEqual([1, 3]);
    expect(deadlineIntakes(upcoming, [])).toEqual([]);
  });

  it("sends a day or null for each offered intake, and nothing before the saved days are in", () => {
    const values = {
      ...emptyCourseValues(),
      provider_id: "1",
      name: "MSc Data",
      study_level_id: "2",
      discipline: "Data",
      duration_months: 12,
      tuition_fee: 1000,
      currency: "GBP",
      intake_months: ["9", "1"],
      application_deadlines: { "1": "2027-06-30" },
    };
    const sent = parseCourse(values, [1, 3]);
    expect(sent.ok && sent.body.application_deadlines).toEqual([
      { intake_id: 1, closes_on: "2027-06-30" },
      { intake_id: 3, closes_on: null },
    ]);
    const held = parseCourse(values);
    expect(held.ok && "application_deadlines" in held.body).toBe(false);
  });
});
