import type { AnyPermission, ApiKeyScope } from "@pp/shared";
import type { Access } from "../../plugins/access";

/**
 * Which routes an API key may call, and with which scope (issue 19, docs/decisions/026 and 037). Not a table of its
 * own: each route declares who may call it (`config.access`, plugins/access.ts), and a key needs the scope that
 * matches the permission a person needs there. A permission without a scope (tickets, exports, the owner's) is a
 * person's only; a route may refuse keys even so (`keys: false`: a commission claim is a person's decision) or open
 * to any key of the partner (`keys: "any"`: the reference data the other scopes need).
 */
export const PERMISSION_SCOPE: Partial<Record<AnyPermission, ApiKeyScope>> = {
  "students.view": "students:read",
  "students.manage": "students:write",
  "students.delete": "students:write",
  "applications.view": "applications:read",
  "applications.manage": "applications:write",
  "applications.delete": "applications:write",
  "courses.view": "catalogue:read",
  "payments.view": "payments:read",
};

/** Reads open to any valid key of the partner, whatever its scopes: reference data the other scopes need. */
export const ANY_SCOPE = "any";

/** What a key needs for a route: a scope, any scope, or `null`: refused. */
export type KeyNeed = ApiKeyScope | typeof ANY_SCOPE | null;

/** The scope a key needs for a route that declares `access` (no declaration: refused). */
export function keyNeed(access: Access | undefined): KeyNeed {
  if (!access || !("partner" in access) || access.keys === false || access.also) return null;
  if (access.keys === "any") return ANY_SCOPE;
  if (access.partner === "any" || access.partner === "owner") return null;
  return PERMISSION_SCOPE[access.partner] ?? null;
}

export const KEY_REFUSED = "An API key cannot use this route.";
export const scopeMissing = (scope: string) => `This API key does not have the ${scope} scope.`;
