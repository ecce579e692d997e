import type { SubLoginItem } from "@pp/shared";

export type SubLoginStatus = "active" | "disabled" | "invited";

/** Disabled when the account is off; Invited while it has never signed in nor created anything; else Active. */
export function statusOf(item: Pick<SubLoginItem, "status" | "last_login_at" | "performance">): SubLoginStatus {
  if (item.status !== "active") return "disabled";
  const used = item.last_login_at || item.performance.students > 0 || item.performance.applications > 0;
  return used ? "active" : "invited";
}
