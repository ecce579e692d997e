import type { AdminPartnerItem, LoginData, SubLoginItem } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminPartnersPage } from "../../features/admin-partners/pages/partners-page";
import { AuditPage } from "../../features/audit/pages/audit-page";
import { SubLoginsPage } from "../../features/sublogins/pages/sublogins-page";
import { renderWidget } from "../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../lib/auth/session-store";
import { json, stubFetch } from "../../test/fetch-stub";
import { loginData, resetSession } from "../../test/session";

const subLogin: SubLoginItem = {
  id: 4,
  name: "Arjun Mehta",
  email: "counsellor@example.com",
  phone: "+91 98765 43210",
  role: null,
  permissions: ["students.view"],
  status: "active",
  last_login_at: null,
  created_at: "2026-01-05T10:00:00.000Z",
  performance: { students: 3, applications: 5 },
};

const partner: AdminPartnerItem = {
  id: 3,
  company_name: "Global Pathways Education",
  country: null,
  contact_name: "Priya Sharma",
  contact_email: "partner@example.com",
  contact_phone: "+971 4 123 4567",
  status: "active",
  commission_rate: null,
  commission_currency: null,
  created_at: "2026-01-05T10:00:00.000Z",
  approved_at: "2026-01-06T10:00:00.000Z",
  counts: { users: 2, students: 14, applications: 20 },
};

/** The element that isolates `text` as left-to-right data (a `<bdi dir="ltr">`), or null. */
const isolating = (cell: HTMLElement, text: string) => within(cell).getByText(text).closest("bdi[dir='ltr']");

describe("left-to-right data in the lists (issue 20)", { timeout: 30_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute("dir");
  });

  it("isolates the sub-logins' e-mail addresses and phone numbers", async () => {
    useSession.getState().signIn(loginData({ permissions: ["sublogins.manage"] }), false);
    stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/partner/sublogin/list/") {
        const results = { data: [subLogin], message: "", status_code: 200 };
        return json(200, { count: 1, next: null, previous: null, results });
      }
      return json(200, { data: [] });
    });
    document.documentElement.setAttribute("dir", "rtl");
    renderWidget(<SubLoginsPage />, { path: "/partner/sublogins" });
    const table = await screen.findByRole("table", { name: "Sub-logins" });
    const row = (await within(table).findByText("Arjun Mehta")).closest("tr")!;
    expect(isolating(row, "counsellor@example.com")).not.toBeNull();
    expect(isolating(row, "+91 98765 43210")).not.toBeNull();
  });

  it("isolates the partners' contact e-mail addresses and phone numbers", async () => {
    const base = loginData();
    const superadmin: Partial<LoginData> = {
      role: "Superadmin",
      permissions: [],
      user: { ...base.user, role: "Superadmin", partner_id: null },
    };
    useSession.getState().signIn({ ...base, ...superadmin }, false);
    stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/admin/partners/") {
        return json(200, { count: 1, next: null, previous: null, results: { data: [partner] } });
      }
      return json(404, { message: "Not found." });
    });
    document.documentElement.setAttribute("dir", "rtl");
    renderWidget(<AdminPartnersPage />, { path: "/admin/partners?status=all" });
    const table = await screen.findByRole("table", { name: "Partners" });
    const row = (await within(table).findByText("Global Pathways Education")).closest("tr")!;
    expect(isolating(row, "partner@example.com")).not.toBeNull();
    expect(isolating(row, "+971 4 123 4567")).not.toBeNull();
  });

  it("isolates the audit log's record codes and IP addresses", async () => {
    const base = loginData();
    useSession
      .getState()
      .signIn({ ...base, role: "Superadmin", user: { ...base.user, role: "Superadmin", partner_id: null } }, false);
    const entry = {
      id: 12,
      action: "application.status",
      summary: "Alex Morgan moved application #12 from Draft to Submitted.",
      entity: "application",
      entity_id: "12",
      entity_name: null,
      actor: { id: 1, name: "Alex Morgan" },
      partner: { id: 3, name: "Global Pathways Education" },
      details: null,
      ip: "2001:db8::7",
      created_at: "2026-03-12T14:05:00.000Z",
    };
    stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/admin/audit/") {
        return json(200, { count: 1, next: null, previous: null, results: { data: [entry] } });
      }
      return json(200, { count: 0, next: null, previous: null, results: { data: [] } });
    });
    document.documentElement.setAttribute("dir", "rtl");
    renderWidget(<AuditPage />);
    const table = await screen.findByRole("table", { name: "Audit log entries" });
    const row = (await within(table).findByTestId("audit-summary")).closest("tr")!;
    expect(isolating(row, "2001:db8::7")).not.toBeNull();
    expect(isolating(row, "#12")).not.toBeNull();
  });
});
