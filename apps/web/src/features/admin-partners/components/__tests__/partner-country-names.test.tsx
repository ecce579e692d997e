import type { AdminPartnerItem, LoginData } from "@pp/shared";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { applyLanguage } from "../../../../lib/i18n/language";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { AdminPartnersPage } from "../../pages/partners-page";

const base = loginData();
const superadmin: Partial<LoginData> = {
  role: "Superadmin",
  permissions: [],
  user: { ...base.user, role: "Superadmin", partner_id: null },
};
const partner: AdminPartnerItem = {
  id: 3,
  company_name: "Thames Study Partners",
  country: { id: 77, name: "United Kingdom" },
  contact_name: "Priya Sharma",
  contact_email: "partner@example.com",
  contact_phone: null,
  status: "active",
  commission_rate: null,
  commission_currency: null,
  created_at: "2026-01-05T10:00:00.000Z",
  approved_at: "2026-01-06T10:00:00.000Z",
  counts: { users: 2, students: 14, applications: 20 },
};

/** Issue 35, decision 047: the Superadmin's screens name countries in the reader's language too. */
describe("the Superadmin's partners list", { timeout: 30_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(() => applyLanguage("en"));
  });

  it("names the partner's country in Spanish, its code read from the Masters' country list", async () => {
    useSession.getState().signIn({ ...base, ...superadmin }, false);
    const { calls } = stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/admin/partners/") {
        return json(200, { count: 1, next: null, previous: null, results: { data: [partner] } });
      }
      if (path === "/api/masters/countries/") {
        return json(200, { count: 1, results: { data: [{ id: 77, name: "United Kingdom", iso2: "GB" }] } });
      }
      return json(200, { count: 0, next: null, previous: null, results: { data: [] } });
    });
    await act(() => applyLanguage("es"));
    renderWidget(<AdminPartnersPage />, { path: "/admin/partners?status=all" });
    const table = await screen.findByRole("table");
    const row = (await within(table).findByText("Thames Study Partners")).closest("tr")!;
    expect(await within(row).findByText("Reino Unido")).toBeInTheDocument();
    expect(row).not.toHaveTextContent("United Kingdom");
    expect(calls.some((c) => c.url.includes("/partner/country/"))).toBe(false);
  });
});
