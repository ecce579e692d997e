import { describe, expect, it } from "vitest";
import { activeTrail, filterMenu, isActivePath, linkEntries, searchMenu } from "../filter-menu";
import { MENU, type MenuItem } from "../menu-items";

const OWNER = [
  "students.view",
  "students.manage",
  "applications.view",
  "applications.manage",
  "courses.view",
  "tickets.manage",
  "updates.view",
  "documents.view",
  "experts.view",
  "reports.export",
  "payments.view",
  "sublogins.manage",
];
const ids = (items: MenuItem[]) => items.map((i) => i.id);
const titles: Record<string, string> = {
  dashboard: "Dashboard",
  subLogins: "Sub Logins",
  updates: "Important Updates",
  tickets: "Click & Resolve",
  students: "Manage Application",
  applications: "Total Applications",
  providers: "Education Providers",
  documents: "Documents Bank",
  experts: "University Expert",
  reports: "Export Reports",
  payments: "Update Payment Status",
  courses: "Courses",
  myDay: "My day",
  roles: "Roles",
  years: "Year",
  intakes: "Intake",
  applicationStatuses: "Application",
  countries: "Country",
  regions: "Regions",
  currencyRates: "Currency Rates",
};
const titleOf = (i: MenuItem) => titles[i.id] ?? i.id;

describe("menu filtering", () => {
  it("gives a partner My day first, then the spec's twelve entries in its order, with Tasks (issue 36) before the students", () => {
    const menu = filterMenu(MENU, { role: "Partner", permissions: OWNER });
    expect(ids(menu)).toEqual([
      "myDay",
      "dashboard",
      "subLogins",
      "updates",
      "tickets",
      "tasks",
      "students",
      "applications",
      "providers",
      "documents",
      "experts",
      "reports",
      "payments",
      "courses",
    ]);
    expect(linkEntries(menu).map((i) => i.path)).toEqual([
      "/partner/my-day",
      "/dashboard/sales",
      "/partner/sublogins",
      "/partner/updates",
      "/partner/tickets/list/",
      "/partner/tasks",
      "/partner/student",
      "/partner/application",
      "/partner/educationprovider",
      "/partner/documents",
      "/partner/experts",
      "/partner/reports",
      "/partner/payments",
      "/partner/courses",
    ]);
  });

  it("gives the Superadmin the dashboard, the Masters group with Regions once, Partners and the operations screens", () => {
    const menu = filterMenu(MENU, { role: "Superadmin", permissions: [] });
    expect(ids(menu)).toEqual([
      "dashboard",
      "masters",
      "partners",
      "adminCatalogue",
      "adminApplications",
      "adminSupport",
      "adminPayments",
      "adminAudit",
      "adminJobs",
    ]);
    expect(ids(menu[1]!.children!)).toEqual([
      "roles",
      "years",
      "intakes",
      "applicationStatuses",
      "countries",
      "regions",
      "studyLevels",
      "currencyRates",
    ]);
    expect(menu[1]!.children!.map((c) => c.path)).toEqual([
      "/role",
      "/year",
      "/intake",
      "/application",
      "/country",
      "/region",
      "/study-level",
      "/currency-rate",
    ]);
  });

  it("hides what a sub-login's permissions exclude", () => {
    const menu = filterMenu(MENU, {
      role: "Partner",
      permissions: ["students.view", "applications.view", "updates.view"],
    });
    expect(ids(menu)).toEqual(["myDay", "dashboard", "updates", "tasks", "students", "applications"]);
  });

  it("shows entries without roles to everybody, even with no role", () => {
    expect(ids(filterMenu(MENU, { role: null, permissions: [] }))).toEqual(["dashboard"]);
  });

  it("filters children and drops a group left empty", () => {
    const items: MenuItem[] = [
      {
        id: "g",
        type: "sub",
        children: [
          { id: "a", type: "link", path: "/a", roles: ["Superadmin"] },
          { id: "b", type: "link", path: "/b", permission: "payments.view" },
        ],
      },
    ];
    expect(filterMenu(items, { role: "Partner", permissions: [] })).toEqual([]);
    const some = filterMenu(items, { role: "Partner", permissions: ["payments.view"] });
    expect(ids(some[0]!.children!)).toEqual(["b"]);
  });
});

describe("active entry", () => {
  it("highlights a section for its detail routes and ignores trailing slashes", () => {
    expect(isActivePath("/partner/student", "/partner/student/42")).toBe(true);
    expect(isActivePath("/partner/student", "/partner/students")).toBe(false);
    expect(isActivePath("/partner/tickets/list/", "/partner/tickets/list")).toBe(true);
    expect(activeTrail(MENU, "/intake")).toEqual(["masters", "intakes"]);
    expect(activeTrail(MENU, "/partner/application/7")).toEqual(["applications"]);
    expect(activeTrail(MENU, "/nowhere")).toEqual([]);
  });
});

describe("header search", () => {
  const partnerMenu = filterMenu(MENU, { role: "Partner", permissions: OWNER });
  it("matches any word of a title, case-insensitively, titles that start with the query first", () => {
    expect(searchMenu(partnerMenu, "cou", titleOf).map(titleOf)).toEqual(["Courses"]);
    expect(searchMenu(partnerMenu, "  EXP", titleOf).map(titleOf)).toEqual(["Export Reports", "University Expert"]);
    expect(searchMenu(partnerMenu, "pay", titleOf).map(titleOf)).toEqual(["Update Payment Status"]);
    expect(searchMenu(partnerMenu, "res", titleOf).map(titleOf)).toEqual(["Click & Resolve"]);
    expect(searchMenu(partnerMenu, "d", titleOf).map(titleOf)).toEqual(["Dashboard", "Documents Bank", "My day"]);
  });
  it("from two characters also inside words; one character only at a word's start; empty finds nothing", () => {
    expect(searchMenu(partnerMenu, "ports", titleOf).map(titleOf)).toEqual(["Export Reports"]);
    expect(searchMenu(partnerMenu, "x", titleOf)).toEqual([]);
    expect(searchMenu(partnerMenu, "", titleOf)).toEqual([]);
  });
  it("ignores accents and finds Chinese titles by any of their characters", () => {
    const spanish = (i: MenuItem) => (i.id === "payments" ? "Actualizar estado de pagos" : titleOf(i));
    expect(searchMenu(partnerMenu, "ESTADO", spanish).map(spanish)).toEqual(["Actualizar estado de pagos"]);
    const vietnamese = (i: MenuItem) => (i.id === "payments" ? "Cập nhật thanh toán" : titleOf(i));
    expect(searchMenu(partnerMenu, "thanh toan", vietnamese).map(vietnamese)).toEqual(["Cập nhật thanh toán"]);
    const chinese = (i: MenuItem) => (i.id === "payments" ? "更新付款状态" : titleOf(i));
    expect(searchMenu(partnerMenu, "付", chinese).map(chinese)).toEqual(["更新付款状态"]);
  });
  it("finds only what the viewer may see", () => {
    const admin = filterMenu(MENU, { role: "Superadmin", permissions: [] });
    expect(searchMenu(admin, "c", titleOf).map(titleOf)).toEqual(["Country", "Currency Rates"]);
    // The partner's "Update Payment Status" is not the Superadmin's; the Superadmin's own payments screen is.
    expect(searchMenu(admin, "payment", titleOf).map((i) => i.id)).toEqual(["adminPayments"]);
    expect(searchMenu(partnerMenu, "payment", titleOf).map((i) => i.id)).toEqual(["payments"]);
  });
});
