import type { LoginData } from "@pp/shared";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { useSession } from "../lib/auth/session-store";

export const loginData = (overrides: Partial<LoginData> = {}): LoginData => ({
  access: "access-1",
  refresh: "refresh-1",
  role: "Partner",
  permissions: ["students.view"],
  user: {
    id: 7,
    email: "partner@example.com",
    name: "Priya Sharma",
    phone: null,
    role: "Partner",
    is_sub_login: false,
    partner_id: 3,
    partner_name: "Global Pathways Education",
    last_login_at: null,
    language: null,
    two_factor_enabled: false,
    two_factor_required: false,
    landing_page: "dashboard",
  },
  ...overrides,
});

/** A clean slate: no session in memory or in either storage. */
export function resetSession() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useSession.getState().clear();
  useSession.getState().acknowledgeExpiry();
}

/**
 * For a `describe` whose tests each start signed in (as `loginData()` by default) and end with the DOM cleaned up
 * and `fetch` given back.
 */
export function signedInForEachTest(data: () => LoginData = loginData) {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(data(), false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
