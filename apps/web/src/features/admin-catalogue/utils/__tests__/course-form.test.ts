import { describe, expect, it } from "vitest";
import type { AdminCourse } from "../../api/keys";
import { courseToValues, emptyCourseValues, parseCourse, validateCourse } from "../course-form";

const course: AdminCourse = {
  id: 7,
  provider_id: 3,
  provider: { id: 3, name: "University of Leeds" },
  name: "MSc Data Science",
  study_level_id: 2,
  study_level: { id: 2, name: "Postgraduate" },
  discipline: "Computer Science",
  duration_months: 12,
  tuition_fee: "21500.00",
  currency: "GBP",
  application_fee: "0.00",
  intake_months: [9, 1],
  requirements: null,
  language: "English",
  is_active: false,
  entry_requirements: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("course form values", () => {
  it("names every missing field with the shared schema's message", () => {
    const errors = validateCourse(emptyCourseValues());
    expect(errors).toMatchObject({
      provider_id: "Choose a provider.",
      name: "Name is required.",
      study_level_id: "Choose a study level.",
      discipline: "Discipline is required.",
      duration_months: "Duration is a number of months.",
      tuition_fee: "Tuition is an amount.",
      intake_months: "Choose at least one intake month.",
    });
    expect(errors.currency).toMatch(/three-letter/);
    expect(errors.application_fee).toBeUndefined();
  });

  it("refuses a negative tuition and a long course", () => {
    const errors = validateCourse({ ...courseToValues(course), tuition_fee: -5, duration_months: 200 });
    expect(errors.tuition_fee).toBe("Tuition is not negative.");
    expect(errors.duration_months).toBe("Duration is at most 120 months.");
  });

  it("round-trips a saved course into a body without is_active (Deactivate changes that)", () => {
    const values = courseToValues(course);
    expect(values).toMatchObject({
      provider_id: "3",
      study_level_id: "2",
      tuition_fee: 21500,
      intake_months: ["1", "9"],
    });
    const parsed = parseCourse({ ...values, currency: "eur", requirements: "  " });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.body).toEqual({
      provider_id: 3,
      name: "MSc Data Science",
      study_level_id: 2,
      discipline: "Computer Science",
      duration_months: 12,
      tuition_fee: 21500,
      currency: "EUR",
      application_fee: 0,
      intake_months: [1, 9],
      requirements: null,
      language: "English",
      entry_requirements: null,
    });
    expect("is_active" in parsed.body).toBe(false);
  });

  it("sends the structured requirements stated, as the API takes them, and checks each on its scale (issue 18)", () => {
    const values = courseToValues({
      ...course,
      entry_requirements: {
        ielts_overall: 6.5,
        ielts_min_band: 6,
        toefl_ibt: null,
        pte: null,
        duolingo: null,
        min_prior_level_id: 6,
        min_grade_pct: 60,
        required_subjects: ["Mathematics"],
        max_gap_years: null,
        work_history_accepted: false,
        presessional_english: true,
      },
    });
    expect(values.entry_requirements).toMatchObject({ ielts_overall: 6.5, toefl_ibt: "", min_prior_level_id: "6" });
    const parsed = parseCourse({ ...values, entry_requirements: { ...values.entry_requirements, pte: 58 } });
    expect(parsed.ok && parsed.body.entry_requirements).toEqual({
      ielts_overall: 6.5,
      ielts_min_band: 6,
      toefl_ibt: null,
      pte: 58,
      duolingo: null,
      min_prior_level_id: 6,
      min_grade_pct: 60,
      required_subjects: ["Mathematics"],
      max_gap_years: null,
      work_history_accepted: false,
      presessional_english: true,
    });
    const errors = validateCourse({
      ...values,
      entry_requirements: { ...values.entry_requirements, ielts_overall: 6.3 },
    });
    expect(errors["entry_requirements.ielts_overall"]).toBe("IELTS overall goes in steps of 0.5.");
  });

  it("treats an empty application fee as 0", () => {
    const parsed = parseCourse({ ...courseToValues(course), application_fee: "" });
    expect(parsed.ok && parsed.body.application_fee).toBe(0);
  });
});
