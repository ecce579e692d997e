import { API_KEY_SCOPES } from "@pp/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app";
import { keyNeed } from "./scopes";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Route = { method: string; url: string };

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes`): each line is a node,
 * indented four characters per level below its parent, with its methods in brackets. Hidden routes are in it too.
 */
function registeredRoutes(): Route[] {
  const stack: string[] = [];
  const out: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join("");
    for (const method of (m[3] ?? "").split(",").map((s) => s.trim())) if (method) out.push({ method, url });
  }
  return out;
}

/** What a key needs for `method` on the route registered as `url`, from the route's own declaration. */
function need(method: string, url: string) {
  const route = app.routeAccess.find((r) => r.method === method && r.url === url);
  if (!route) throw new Error(`no route ${method} ${url}`);
  return keyNeed(route.access);
}

describe("what API keys may call (scopes.ts, from each route's declaration)", () => {
  it("reads a declaration for every /api/partner/ route the app registers, so none is open to keys by accident", () => {
    const routes = registeredRoutes();
    const partner = routes.filter((r) => r.url.startsWith("/api/partner/"));
    // The tree reader must see what the OpenAPI document lists (it would otherwise prove nothing).
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith("/api/partner/"))
      .flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ":$1").replace(/\/$/, "")}`),
      );
    const seen = new Set(partner.map((r) => `${r.method} ${r.url.replace(/\/$/, "")}`));
    expect(documented.filter((d) => !seen.has(d))).toEqual([]);
    expect(partner.length).toBeGreaterThan(100);

    const declared = new Set(app.routeAccess.map((r) => `${r.method} ${r.url.replace(/\/$/, "")}`));
    const undeclared = [...seen].filter((r) => !declared.has(r));
    expect(undeclared, "these routes declare no access (plugins/access.ts)").toEqual([]);
  });

  it("never lets a key reach the Superadmin's routes, a person's own routes or anything outside /api/partner/", () => {
    const outside = registeredRoutes().filter((r) => !r.url.startsWith("/api/partner/"));
    expect(outside.some((r) => r.url.startsWith("/api/admin/"))).toBe(true);
    expect(outside.some((r) => r.url.startsWith("/api/me"))).toBe(true);
    const listed = app.routeAccess.filter((r) => !r.url.startsWith("/api/partner/"));
    expect(listed.length).toBeGreaterThanOrEqual(outside.length);
    for (const r of listed) expect(keyNeed(r.access), `${r.method} ${r.url}`).toBeNull();
  });

  it("maps each family: reads to its read scope, writes to its write scope or to nothing", () => {
    expect(need("GET", "/api/partner/students/")).toBe("students:read");
    expect(need("HEAD", "/api/partner/students/:id/")).toBe("students:read");
    expect(need("GET", "/api/partner/students/:id/documents/:docId/download/")).toBe("students:read");
    expect(need("POST", "/api/partner/add/student/")).toBe("students:write");
    expect(need("PATCH", "/api/partner/students/:id/")).toBe("students:write");
    expect(need("DELETE", "/api/partner/students/:id/documents/:docId/")).toBe("students:write");
    expect(need("GET", "/api/partner/application/:id/")).toBe("applications:read");
    expect(need("GET", "/api/partner/applications/:id/likelihood/")).toBe("applications:read");
    expect(need("POST", "/api/partner/application/:id/submit/")).toBe("applications:write");
    expect(need("GET", "/api/partner/courses/:id/")).toBe("catalogue:read");
    expect(need("GET", "/api/partner/educationprovider/")).toBe("catalogue:read");
    expect(need("GET", "/api/partner/payments/summary/")).toBe("payments:read");
    expect(need("GET", "/api/partner/state/:countryId")).toBe("any");
    // Bulk actions (issue 20) write their family; the tags and counsellors they pick from are reads.
    expect(need("POST", "/api/partner/students/bulk/assign-counsellor/")).toBe("students:write");
    expect(need("POST", "/api/partner/students/bulk/add-tag/")).toBe("students:write");
    expect(need("POST", "/api/partner/application/bulk/remove-tag/")).toBe("applications:write");
    expect(need("PATCH", "/api/partner/application/:id/")).toBe("applications:write");
    expect(need("GET", "/api/partner/students/tags/")).toBe("students:read");
    expect(need("GET", "/api/partner/application/tags/")).toBe("applications:read");
    expect(need("GET", "/api/partner/counsellors/")).toBe("any");
    // No write scope exists for these: a key may not claim a commission or change the catalogue.
    expect(need("POST", "/api/partner/payments/:id/claim/")).toBeNull();
    // A key never manages keys, webhooks or people.
    expect(need("POST", "/api/partner/api-keys/")).toBeNull();
    expect(need("GET", "/api/partner/webhooks/")).toBeNull();
    expect(need("GET", "/api/partner/sublogin/list/")).toBeNull();
    // The shortlist is each person's own, and a person's decision to apply: no key, though courses.view maps.
    expect(need("GET", "/api/partner/shortlist/")).toBeNull();
    expect(need("POST", "/api/partner/shortlist/apply/")).toBeNull();
    // No declaration at all: refused.
    expect(keyNeed(undefined)).toBeNull();
  });

  it("uses each scope somewhere", () => {
    const needs = new Set(app.routeAccess.map((r) => keyNeed(r.access)));
    for (const scope of API_KEY_SCOPES) expect(needs.has(scope), scope).toBe(true);
  });
});
