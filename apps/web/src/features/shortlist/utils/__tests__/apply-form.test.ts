import { describe, expect, it } from "vitest";
import { buildApplyBody } from "../apply-form";
import { upcomingIntakes } from "../intakes";

describe("buildApplyBody", () => {
  it("builds the body for the included courses", () => {
    const result = buildApplyBody({ student_id: "17", intakes: { "3": "40", "8": "41", "9": "42" } }, [3, 8]);
    expect(result).toEqual({
      errors: null,
      body: {
        student_id: 17,
        items: [
          { course_id: 3, intake_id: 40 },
          { course_id: 8, intake_id: 41 },
        ],
      },
    });
  });

  it("names the missing student and each course without an intake, in the shared schema's words", () => {
    const result = buildApplyBody({ student_id: "", intakes: { "3": "40" } }, [3, 8]);
    expect(result.body).toBeNull();
    expect(result.errors).toEqual({ student_id: "Choose a student.", "intakes.8": "Choose an intake." });
  });

  it("needs at least one course", () => {
    expect(buildApplyBody({ student_id: "1", intakes: {} }, []).errors).toEqual({
      items: "Choose at least one course.",
    });
  });
});

describe("upcomingIntakes", () => {
  const now = new Date(Date.UTC(2026, 5, 10));
  const intake = (id: number, month: number, year: number) => ({ id, name: `${month}/${year}`, month, year });

  it("keeps intakes in the course's months from this month on, soonest first", () => {
    const all = [intake(1, 9, 2027), intake(2, 1, 2026), intake(3, 6, 2026), intake(4, 9, 2026), intake(5, 5, 2027)];
    expect(upcomingIntakes(all, [6, 9], now).map((i) => i.id)).toEqual([3, 4, 1]);
  });

  it("trusts intakes the server sent without month and year", () => {
    expect(upcomingIntakes([{ id: 9, name: "Autumn" }], [9], now)).toEqual([{ id: 9, name: "Autumn" }]);
  });
});
