import type { ApiKeyScope } from "@pp/shared";

/**
 * Which partner routes an API key may call, and with which scope (issue 19, docs/decisions/026). One table for the
 * whole API: a route family names the scope its reads need and the scope its writes need (null: keys may not
 * write there); the routes keys never use are listed too, so that every /api/partner/ route is classified on
 * purpose. A route that no rule covers is refused to keys, and scopes.test.ts fails until it is classified.
 */

/** Reads open to any valid key of the partner, whatever its scopes: reference data the other scopes need. */
export const ANY_SCOPE = "any";
type Need = ApiKeyScope | typeof ANY_SCOPE | null;

interface Family {
  /** Route paths (as registered, with `:params`) that start with one of these. */
  prefixes: string[];
  read: Need;
  write: Need;
}

const FAMILIES: Family[] = [
  {
    prefixes: ["/api/partner/students/", "/api/partner/add/student/"],
    read: "students:read",
    write: "students:write",
  },
  {
    prefixes: ["/api/partner/application/", "/api/partner/applications/"],
    read: "applications:read",
    write: "applications:write",
  },
  { prefixes: ["/api/partner/courses/", "/api/partner/educationprovider/"], read: "catalogue:read", write: null },
  // Countries, their states and study levels, the partner's counsellors: the ids a student's, an application's or a
  // course's fields refer to. (The bulk actions, students/bulk/ and application/bulk/, are writes of their families.)
  {
    prefixes: [
      "/api/partner/counsellors/",
      "/api/partner/country/",
      "/api/partner/state/",
      "/api/partner/country-study-list/",
      "/api/partner/study-level/",
    ],
    read: ANY_SCOPE,
    write: null,
  },
  // Commissions: read only (a claim or a dispute is a person's decision).
  { prefixes: ["/api/partner/payments/"], read: "payments:read", write: null },
];

/**
 * Partner routes that are a person's, never a key's: the account and its people (sub-logins, roles, settings, the
 * company page and its audit log), keys and webhooks themselves, conversations (tickets, meetings), the
 * shortlist, exports, the dashboard and the content pages.
 */
const PEOPLE_ONLY = [
  "/api/partner/api-keys/",
  "/api/partner/webhooks/",
  "/api/partner/sublogins/",
  "/api/partner/sublogin/",
  "/api/partner/roles/",
  "/api/partner/settings/",
  "/api/partner/company/",
  "/api/partner/audit/",
  "/api/partner/login/",
  "/api/partner/dashboard/",
  "/api/partner/tickets/",
  "/api/partner/meetings/",
  "/api/partner/experts/",
  "/api/partner/shortlist/",
  "/api/partner/reports/",
  "/api/partner/documents/",
  "/api/partner/updates/",
];

/** What a key needs for one route: a scope, any scope, refused on purpose (`null`), or unclassified. */
export type KeyAccess = { need: ApiKeyScope | typeof ANY_SCOPE } | { need: null; classified: boolean };

const READS = new Set(["GET", "HEAD"]);
const within = (url: string, prefix: string) => url.startsWith(prefix) || `${url}/` === prefix;

/** The table's answer for `method` on the route registered as `url` (e.g. "/api/partner/students/:id/"). */
export function keyAccess(method: string, url: string): KeyAccess {
  const family = FAMILIES.find((f) => f.prefixes.some((p) => within(url, p)));
  if (family) {
    const need = READS.has(method.toUpperCase()) ? family.read : family.write;
    return need ? { need } : { need: null, classified: true };
  }
  if (PEOPLE_ONLY.some((p) => within(url, p))) return { need: null, classified: true };
  return { need: null, classified: false };
}

export const KEY_REFUSED = "An API key cannot use this route.";
export const scopeMissing = (scope: string) => `This API key does not have the ${scope} scope.`;
