import { describe, expect, it } from "vitest";
import { COURSE_LIST_DEFAULTS, courseListQuery, tuitionRange } from "../course-query";

const params = (q: string) => Object.fromEntries(new URLSearchParams(q));

describe("tuitionRange", () => {
  it("sends only the bounds that are set", () => {
    expect(tuitionRange("", "")).toEqual({});
    expect(tuitionRange("5000", "")).toEqual({ tuition_min: 5000 });
    expect(tuitionRange("", "20000")).toEqual({ tuition_max: 20000 });
  });

  it("swaps reversed bounds instead of sending a range the server refuses", () => {
    expect(tuitionRange("30000", "10000")).toEqual({ tuition_min: 10000, tuition_max: 30000 });
  });

  it("drops negative or non-numeric bounds", () => {
    expect(tuitionRange("-5", "abc")).toEqual({});
    expect(tuitionRange("0", "")).toEqual({ tuition_min: 0 });
  });
});

describe("courseListQuery", () => {
  it("maps the URL values to the API's names, empty ones left out", () => {
    const q = courseListQuery(
      { ...COURSE_LIST_DEFAULTS, search: " nursing ", country: "4", intake_month: "9", tuition_max: "25000" },
      2,
    );
    expect(params(q)).toEqual({
      page: "2",
      page_size: "12",
      ordering: "name",
      search: "nursing",
      country: "4",
      intake_month: "9",
      tuition_max: "25000",
    });
  });

  it("drops values a hand-edited URL made invalid", () => {
    const q = courseListQuery(
      {
        ...COURSE_LIST_DEFAULTS,
        ordering: "price",
        country: "abc",
        study_level: "-3",
        provider: "1.5",
        intake_month: "13",
        tuition_min: "x",
      },
      0,
    );
    expect(params(q)).toEqual({ page: "1", page_size: "12", ordering: "name" });
  });

  it("keeps the tuition orderings", () => {
    expect(params(courseListQuery({ ...COURSE_LIST_DEFAULTS, ordering: "-tuition_fee" }, 1)).ordering).toBe(
      "-tuition_fee",
    );
  });
});
