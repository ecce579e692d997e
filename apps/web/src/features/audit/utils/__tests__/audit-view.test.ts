import { describe, expect, it } from "vitest";
import { auditView, fieldLabel, formatValue } from "../audit-view";

describe("auditView", () => {
  it("nothing recorded", () => {
    expect(auditView(null)).toEqual({ kind: "none" });
    expect(auditView({})).toEqual({ kind: "none" });
  });

  it("a single value changed, with the other details beside it", () => {
    expect(auditView({ before: "Draft", after: "Conditional offer", note: "Subject to IELTS" })).toEqual({
      kind: "diff",
      rows: [{ field: "", before: "Draft", after: "Conditional offer" }],
      unchanged: 0,
      extra: [{ field: "note", value: "Subject to IELTS" }],
    });
  });

  it("an update lists only the fields that changed and counts the others", () => {
    const view = auditView({
      before: { first_name: "Asha", city: "Pune", phone: null, level: 2 },
      after: { first_name: "Asha", city: "Mumbai", phone: "+91 98", level: 2 },
    });
    expect(view).toEqual({
      kind: "diff",
      rows: [
        { field: "city", before: "Pune", after: "Mumbai" },
        { field: "phone", before: "", after: "+91 98" },
      ],
      unchanged: 2,
      extra: [],
    });
  });

  it("a created record shows every field on the after side; a deleted one on the before side", () => {
    expect(auditView({ after: { student_id: 4, course_id: 9 } })).toMatchObject({
      rows: [
        { field: "student_id", before: null, after: "4" },
        { field: "course_id", before: null, after: "9" },
      ],
    });
    expect(auditView({ before: { name: "March 2030" } })).toMatchObject({
      rows: [{ field: "name", before: "March 2030", after: null }],
    });
  });

  it("plain details become key/value rows", () => {
    expect(auditView({ document_id: 3, file_name: "offer.pdf", months: [1, 9] })).toEqual({
      kind: "values",
      rows: [
        { field: "document_id", value: "3" },
        { field: "file_name", value: "offer.pdf" },
        { field: "months", value: "1, 9" },
      ],
    });
  });

  it("formats values and field names for people", () => {
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue(true)).toBe("true");
    expect(fieldLabel("commission_rate")).toBe("Commission rate");
  });
});
