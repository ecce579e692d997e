import { API_KEY_SCOPES } from "@pp/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app";
import { keyAccess } from "./scopes";

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

describe("the API keys' route table (scopes.ts)", () => {
  it("classifies every /api/partner/ route the app registers, so none is open to keys by accident", () => {
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

    const unclassified = partner
      .filter((r) => {
        const a = keyAccess(r.method, r.url);
        return a.need === null && !a.classified;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified, "add these routes to scopes.ts: a scope, or refused to keys").toEqual([]);
  });

  it("never lets a key reach the Superadmin's routes, a person's own routes or anything outside /api/partner/", () => {
    const outside = registeredRoutes().filter((r) => !r.url.startsWith("/api/partner/"));
    expect(outside.some((r) => r.url.startsWith("/api/admin/"))).toBe(true);
    expect(outside.some((r) => r.url.startsWith("/api/me"))).toBe(true);
    for (const r of outside) expect(keyAccess(r.method, r.url).need, `${r.method} ${r.url}`).toBeNull();
  });

  it("maps each family: reads to its read scope, writes to its write scope or to nothing", () => {
    const need = (method: string, url: string) => keyAccess(method, url).need;
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
    expect(need("GET", "/api/partner/new-thing/")).toBeNull();
    expect(keyAccess("GET", "/api/partner/new-thing/")).toEqual({ need: null, classified: false });
  });

  it("uses each scope somewhere", () => {
    const needs = new Set(registeredRoutes().map((r) => keyAccess(r.method, r.url).need));
    for (const scope of API_KEY_SCOPES) expect(needs.has(scope), scope).toBe(true);
  });
});
