import { describe, expect, it } from "vitest";
import { documentFileProblem } from "../form/document-file";
import { emptyStudentValues, validateCreate, valuesToCreateBody } from "../form/student-form-values";

const filled = () => ({
  ...emptyStudentValues(),
  first_name: "Meera",
  last_name: "Iyer",
  email: "Meera@Example.org",
  nationality_id: "1",
  study_country_id: "3",
  study_level_id: "31",
});

describe("student form values", () => {
  it("sends ids as numbers, empty texts as null and no scores without a test", () => {
    const body = valuesToCreateBody({ ...filled(), english_overall: 7, city: "  " });
    expect(body).toMatchObject({ nationality_id: 1, study_level_id: 31, city: null, phone: null, country_id: null });
    expect(body.english_overall).toBeNull();
    expect(body.english_bands).toBeNull();
    expect(validateCreate(filled())).toEqual({});
  });

  it("keeps the scores of a chosen test and checks each band", () => {
    const v = { ...filled(), english_test: "IELTS", english_overall: 7.5 };
    v.english_bands = { listening: 8, reading: 10, writing: "", speaking: "" };
    expect(valuesToCreateBody(v).english_bands).toEqual({ listening: 8, reading: 10, writing: null, speaking: null });
    expect(validateCreate(v)).toEqual({ "english_bands.reading": "IELTS scores go from 0 to 9 in steps of 0.5." });
  });

  it("sends the matching profile as the API reads it, and checks the grade on its scale (issue 18)", () => {
    const v = {
      ...filled(),
      grade: "3.4",
      grading_scale: "gpa4",
      completed_level_id: "6",
      completion_year: 2024,
      subjects: ["Mathematics"],
      preferred_intakes: ["1", "9"],
      budget_amount: 25000,
      budget_currency: "GBP",
      preferred_country_ids: ["77"],
      preferred_disciplines: ["Computer Science"],
    };
    expect(valuesToCreateBody(v)).toMatchObject({
      grading_scale: "gpa4",
      completed_level_id: 6,
      completion_year: 2024,
      subjects: ["Mathematics"],
      preferred_intakes: [1, 9],
      budget_amount: 25000,
      budget_currency: "GBP",
      preferred_country_ids: [77],
      preferred_disciplines: ["Computer Science"],
    });
    expect(validateCreate(v)).toEqual({});
    expect(validateCreate({ ...v, grade: "8.1" })).toEqual({
      grade: "Enter the grade on the chosen scale (for example 72, 3.4, 8.1 or 2:1).",
    });
    expect(validateCreate({ ...v, budget_currency: null })).toEqual({
      budget_currency: "Choose the budget's currency.",
    });
    // Nothing stated: nothing sent that the API would read as a value.
    expect(valuesToCreateBody(filled())).toMatchObject({
      grading_scale: null,
      completion_year: null,
      budget_amount: null,
    });
  });

  it("names each missing required field", () => {
    const errors = validateCreate(emptyStudentValues());
    expect(Object.keys(errors).sort()).toEqual(
      ["email", "first_name", "last_name", "nationality_id", "study_country_id", "study_level_id"].sort(),
    );
  });
});

describe("document files", () => {
  it("accepts PDF, JPG and PNG up to 10 MB", () => {
    expect(documentFileProblem(null)).toBe("fileRequired");
    expect(documentFileProblem({ name: "a.pdf", type: "application/pdf", size: 10 })).toBeNull();
    expect(documentFileProblem({ name: "a.txt", type: "text/plain", size: 10 })).toBe("fileType");
    expect(documentFileProblem({ name: "a.png", type: "image/png", size: 11 * 1024 * 1024 })).toBe("fileSize");
  });
});
