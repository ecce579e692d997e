import type { LoginData } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { AuditPage } from "../../pages/audit-page";

const base = loginData();
const superadmin: Partial<LoginData> = {
  role: "Superadmin",
  user: { ...base.user, role: "Superadmin", partner_id: null },
};

const entry = {
  id: 12,
  action: "application.status",
  summary: "Alex Morgan moved application #12 from Draft to Submitted.",
  entity: "application",
  entity_id: "12",
  entity_name: null,
  actor: { id: 1, name: "Alex Morgan" },
  partner: { id: 3, name: "Global Pathways Education" },
  details: { before: "Draft", after: "Submitted", note: null },
  ip: "203.0.113.7",
  created_at: "2026-03-12T14:05:00.000Z",
};

describe("the Superadmin's audit screen (issue 20)", { timeout: 30_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each entry's sentence as its main line, its kind of action and its record, no code", async () => {
    useSession.getState().signIn({ ...base, ...superadmin }, false);
    stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/admin/audit/") {
        return json(200, { count: 1, next: null, previous: null, results: { data: [entry] } });
      }
      return json(200, { count: 0, next: null, previous: null, results: { data: [] } });
    });
    renderWidget(<AuditPage />);
    const table = await screen.findByRole("table", { name: "Audit log entries" });
    const summary = await within(table).findByTestId("audit-summary");
    expect(summary).toHaveTextContent("Alex Morgan moved application #12 from Draft to Submitted.");
    expect(within(table).getByTestId("audit-action")).toHaveTextContent("Application status changed");
    expect(within(table).getByTestId("audit-record")).toHaveTextContent("Application #12");
    expect(table).not.toHaveTextContent("application.status");
  });
});
