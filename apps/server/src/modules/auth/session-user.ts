import type { LandingPage, SessionUser } from "@pp/shared";
import { isLanguageCode, messages } from "@pp/shared";
import type { UserRow } from "./queries";

/**
 * Whether this person must set up two-factor sign-in before anything else (issue 17): the Superadmin while
 * `requireAdminTwoFactor` is on, and a sub-login whose partner requires it; never once it is on.
 */
export function mustSetUpTwoFactor(u: UserRow, requireAdmin: boolean): boolean {
  if (u.two_factor_enabled) return false;
  if (u.role === "Superadmin") return requireAdmin;
  return u.is_sub_login && u.partner_require_two_factor === true;
}

/** Where signing in lands: the person's choice, else My day for a sub-login; the Superadmin has no My day. */
export function landingPageOf(u: Pick<UserRow, "role" | "is_sub_login" | "landing_page">): LandingPage {
  if (u.role !== "Partner") return "dashboard";
  if (u.landing_page === "my_day" || u.landing_page === "dashboard") return u.landing_page;
  return u.is_sub_login ? "my_day" : "dashboard";
}

export function toSessionUser(u: UserRow, requireAdmin: boolean): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    role: u.role as SessionUser["role"],
    is_sub_login: u.is_sub_login,
    partner_id: u.partner_id,
    partner_name: u.partner_name,
    last_login_at: u.last_login_at ? u.last_login_at.toISOString() : null,
    language: isLanguageCode(u.language) ? u.language : null,
    two_factor_enabled: u.two_factor_enabled === true,
    two_factor_required: mustSetUpTwoFactor(u, requireAdmin),
    landing_page: landingPageOf(u),
  };
}

export function welcomeNotification(u: UserRow) {
  const partnerSide = u.role === "Partner";
  return {
    kind: "welcome" as const,
    title: "Welcome to Partner Portal",
    body: partnerSide
      ? "Start by adding your students, then shortlist courses and apply. Your profile menu has help whenever you need it."
      : "Keep the Masters up to date and approve new partner registrations from here.",
    link: "/help",
  };
}

/** Why this account may not sign in, or null. */
export function blockedReason(u: UserRow): { reason: string; message: string } | null {
  if (u.role === "Partner") {
    if (u.partner_status === "pending") return { reason: "pending", message: messages.awaitingApproval };
    if (u.partner_status === "suspended") return { reason: "suspended", message: messages.partnerSuspended };
    if (u.partner_status === "rejected") return { reason: "rejected", message: messages.partnerRejected };
  }
  if (u.status !== "active") return { reason: "disabled", message: messages.accountDisabled };
  return null;
}
