import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../lib/api-error";
import {
  cellHasError,
  commitRefusal,
  filterRows,
  type ImportRow,
  importFileProblem,
  pageOf,
  rowHasErrors,
  rowProblems,
} from "../import-preview";

const row = (line: number, errors: Record<string, string[]> = {}): ImportRow => ({ line, values: {}, errors });

describe("import preview helpers", () => {
  it("tells rows with errors from clean ones", () => {
    expect(rowHasErrors(row(2))).toBe(false);
    expect(rowHasErrors(row(2, { name: [] }))).toBe(false);
    expect(rowHasErrors(row(3, { tuition_fee: ["Tuition is an amount."] }))).toBe(true);
  });

  it("lists a row's problems in the template's column order, unknown fields last", () => {
    const r = row(4, {
      row: ["Something else."],
      tuition_fee: ["Tuition is not negative."],
      provider: ['No provider "X" in GB; add it first.'],
      intake_months: ["Choose at least one intake month.", "Intake months are 1 to 12."],
    });
    expect(rowProblems(r).map((p) => p.field)).toEqual([
      "provider",
      "tuition_fee",
      "intake_months",
      "intake_months",
      "row",
    ]);
    expect(cellHasError(r, ["tuition_fee", "currency"])).toBe(true);
    expect(cellHasError(r, ["name", "discipline"])).toBe(false);
  });

  it("filters and pages rows", () => {
    const rows = [row(2), row(3, { name: ["Name is required."] }), row(4), row(5, { currency: ["Bad."] })];
    expect(filterRows(rows, "all")).toHaveLength(4);
    expect(filterRows(rows, "errors").map((r) => r.line)).toEqual([3, 5]);
    expect(pageOf(rows, 2, 3).map((r) => r.line)).toEqual([5]);
  });

  it("checks the file's name and size before sending it", () => {
    expect(importFileProblem({ name: "courses.CSV", size: 10 })).toBeNull();
    expect(importFileProblem({ name: "courses.xlsx", size: 10 })).toBeNull();
    expect(importFileProblem({ name: "courses.xls", size: 10 })).toBe("type");
    expect(importFileProblem({ name: "courses.csv", size: 0 })).toBe("empty");
    expect(importFileProblem({ name: "courses.csv", size: 6 * 1024 * 1024 })).toBe("size");
  });

  it("reads the lines of a refused commit in line order", () => {
    const error = new ApiError(400, "Nothing was imported: 2 rows have errors.", {
      fieldErrors: { "line 12": ["name: Taken."], "line 3": ["tuition_fee: Tuition is an amount."] },
    });
    expect(commitRefusal(error).lines).toEqual([
      { line: "line 3", messages: ["tuition_fee: Tuition is an amount."] },
      { line: "line 12", messages: ["name: Taken."] },
    ]);
    expect(commitRefusal(new Error("x")).lines).toEqual([]);
  });
});
