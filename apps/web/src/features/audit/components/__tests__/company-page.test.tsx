import type { LoginData } from "@pp/shared";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { applyLanguage } from "../../../../lib/i18n/language";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { CompanyPage } from "../../pages/company-page";

const base = loginData();
const signIn = (overrides: Partial<LoginData>) => useSession.getState().signIn({ ...base, ...overrides }, false);
const empty = { count: 0, next: null, previous: null, results: { data: [] } };
const entry = {
  id: 7,
  action: "masters.intakes.update",
  summary: "Alex Morgan changed intake January 2027: name, start date.",
  entity: "intakes",
  entity_id: "4",
  entity_name: "January 2027",
  actor: { id: 1, name: "Alex Morgan" },
  partner: { id: 3, name: "Global Pathways Education" },
  details: { before: { name: "Jan 2027" }, after: { name: "January 2027" } },
  ip: null,
  created_at: "2026-03-12T14:05:00.000Z",
};

function server(audit: object = empty) {
  return stubFetch(({ url }) => {
    const path = new URL(url, "http://x").pathname;
    if (path === "/api/partner/company/") {
      return json(200, {
        data: {
          id: 3,
          company_name: "Global Pathways Education",
          country: { id: 1, name: "India" },
          contact_name: "Priya Sharma",
          contact_email: "partner@example.com",
          contact_phone: null,
          status: "active",
          commission_rate: "15.00",
          commission_currency: "GBP",
          approved_at: "2026-01-05T00:00:00.000Z",
          users_count: 2,
        },
      });
    }
    if (path === "/api/partner/audit/") return json(200, audit);
    if (path === "/api/partner/country/") return json(200, { data: [{ id: 1, name: "India", iso2: "IN" }] });
    return json(404, { status_code: 404, message: "Not found." });
  });
}

describe("company page", { timeout: 30_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the partner's main user the company and its activity log", async () => {
    signIn({});
    const { calls } = server();
    renderWidget(<CompanyPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Company profile" })).toBeInTheDocument();
    expect(await screen.findByText("Global Pathways Education")).toBeInTheDocument();
    expect(screen.getByText("15 % · GBP")).toBeInTheDocument();
    expect(await screen.findByText("No activity yet.")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Activity log entries" })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/api/admin/"))).toBe(false);
  });

  it("shows each entry as its sentence, with the kind of action smaller below it (issues 20, 35)", async () => {
    signIn({});
    server({ ...empty, count: 1, results: { data: [entry] } });
    renderWidget(<CompanyPage />);
    const table = await screen.findByRole("table", { name: "Activity log entries" });
    const summary = await within(table).findByTestId("audit-summary");
    expect(summary).toHaveTextContent("Alex Morgan changed intake January 2027: name, start date.");
    expect(within(table).getByRole("columnheader", { name: "What happened" })).toBeInTheDocument();
    expect(within(table).getByTestId("audit-action")).toHaveTextContent("Intake changed");
    expect(within(table).getByTestId("audit-record")).toHaveTextContent("Intake January 2027");
    expect(table).not.toHaveTextContent("masters.intakes.update");
  });

  it("names the company's country in the reader's language (issue 35)", async () => {
    signIn({});
    server();
    await act(() => applyLanguage("ar"));
    try {
      renderWidget(<CompanyPage />);
      expect(await within(await screen.findByTestId("company-profile")).findByText("الهند")).toBeInTheDocument();
    } finally {
      await act(() => applyLanguage("en"));
    }
  });

  it("refuses a sub-login without asking the server", async () => {
    signIn({ user: { ...base.user, is_sub_login: true } });
    const { calls } = server();
    renderWidget(<CompanyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("refuses the Superadmin", async () => {
    signIn({ role: "Superadmin", user: { ...base.user, role: "Superadmin", partner_id: null } });
    server();
    renderWidget(<CompanyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeInTheDocument();
  });
});
