import { PERMISSIONS } from "@pp/shared";
import { describe, expect, it } from "vitest";
import { extraChoices, extrasOf, includedPermissions, keepExtras } from "../permissions";
import { statusOf } from "../status";

const finance = { permissions: ["applications.view", "payments.view", "reports.export", "updates.view"] };
const counsellor = {
  permissions: [
    "students.view",
    "students.manage",
    "applications.view",
    "applications.manage",
    "courses.view",
    "tickets.manage",
    "updates.view",
    "documents.view",
    "experts.view",
  ],
};

describe("extra permissions", () => {
  it("offers every grantable permission the template does not include, in the usual order", () => {
    const choices = extraChoices(finance);
    expect(choices).toEqual([
      "students.view",
      "students.manage",
      "applications.manage",
      "courses.view",
      "tickets.manage",
      "documents.view",
      "experts.view",
    ]);
    for (const p of finance.permissions) expect(choices).not.toContain(p);
    expect([...choices, ...includedPermissions(finance)].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("offers nothing before a template is chosen, and nothing the template already covers", () => {
    expect(extraChoices(undefined)).toEqual([]);
    expect(extraChoices({ permissions: [...PERMISSIONS] })).toEqual([]);
    expect(extraChoices(counsellor)).toEqual(["reports.export", "payments.view"]);
  });

  it("never offers an owner-only permission the template might list", () => {
    expect(includedPermissions({ permissions: ["sublogins.manage", "students.view"] })).toEqual(["students.view"]);
    expect(extraChoices({ permissions: [] })).not.toContain("sublogins.manage");
  });

  it("reads a sub-login's extras as its permissions beyond the template", () => {
    expect(extrasOf([...finance.permissions, "students.view", "sublogins.manage"], finance)).toEqual(["students.view"]);
    expect(extrasOf(finance.permissions, finance)).toEqual([]);
  });

  it("drops the extras a newly chosen template includes", () => {
    expect(keepExtras(["students.view", "payments.view"], counsellor)).toEqual(["payments.view"]);
    expect(keepExtras(["payments.view", "students.view"], finance)).toEqual(["students.view"]);
    expect(keepExtras(["payments.view"], undefined)).toEqual([]);
  });
});

describe("sub-login status", () => {
  const none = { students: 0, applications: 0 };
  it("is Disabled when switched off, Invited before any use, Active after", () => {
    expect(statusOf({ status: "disabled", last_login_at: "2026-01-01T00:00:00Z", performance: none })).toBe("disabled");
    expect(statusOf({ status: "active", last_login_at: null, performance: none })).toBe("invited");
    expect(statusOf({ status: "active", last_login_at: "2026-01-01T00:00:00Z", performance: none })).toBe("active");
    expect(statusOf({ status: "active", last_login_at: null, performance: { students: 3, applications: 0 } })).toBe(
      "active",
    );
  });
});
