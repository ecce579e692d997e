import { describe, expect, it } from "vitest";
import {
  apiRelative,
  fallbackFileName,
  filterQuery,
  filtersSummary,
  REPORT_FILTERS,
  reportPaths,
  visibleKinds,
} from "../report-kinds";

describe("visibleKinds", () => {
  it("needs reports.export and each report's own permission", () => {
    expect(visibleKinds(["students.view", "applications.view"])).toEqual([]);
    expect(visibleKinds(["reports.export", "applications.view", "payments.view"])).toEqual([
      "applications",
      "payments",
    ]);
    expect(
      visibleKinds(["reports.export", "students.view", "applications.view", "payments.view", "sublogins.manage"]),
    ).toEqual(["students", "applications", "payments", "sublogins"]);
  });
});

describe("paths and queries", () => {
  it("sends only the filters that are set, trimmed", () => {
    expect(filterQuery({ ...REPORT_FILTERS.students, search: "  Lima ", status: "active" })).toBe(
      "search=Lima&status=active",
    );
    expect(reportPaths.count("sublogins", { search: "", status: "" })).toBe("/partner/reports/sublogins/count/");
  });

  it("builds the export path with the format and, when asked, the background switch", () => {
    expect(reportPaths.file("students", "csv", { search: "ana" }, false)).toBe(
      "/partner/reports/students/?search=ana&format=csv",
    );
    expect(reportPaths.file("payments", "xlsx", { overdue: "true" }, true)).toBe(
      "/partner/reports/payments/?overdue=true&format=xlsx&background=true",
    );
  });

  it("turns the API's /api links into client paths", () => {
    expect(apiRelative("/api/partner/reports/jobs/4/download/")).toBe("/partner/reports/jobs/4/download/");
    expect(apiRelative("http://127.0.0.1:3100/api/partner/reports/jobs/4/download/")).toBe(
      "/partner/reports/jobs/4/download/",
    );
  });

  it("names a file like the server does", () => {
    expect(fallbackFileName("students", "csv", new Date("2026-01-31T12:00:00Z"))).toBe("students-2026-01-31.csv");
  });
});

describe("filtersSummary", () => {
  it("names each filter and joins the created range", () => {
    const describe = (key: string, value: string) => ({ label: key.toUpperCase(), value: `<${value}>` });
    expect(
      filtersSummary(
        { search: "ana", status: "2", created_from: "2026-01-01", created_to: "2026-01-31" },
        describe,
        "Created",
      ),
    ).toBe("SEARCH: <ana> · STATUS: <2> · Created: 2026-01-01 – 2026-01-31");
    expect(filtersSummary({}, describe, "Created")).toBe("");
  });
});
