import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "./plugins/audit-actions";
import { buildTestApp, type TestApp } from "./test/app";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Every write route the app registers, as "METHOD /api/path/:param/". */
function writeRoutes() {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["post", "put", "patch", "delete"].includes(m))
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    )
    .sort();
}

describe("every write route has its audit action", () => {
  it("AUDIT_ACTIONS lists exactly the write routes the app registers", () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(80);
    expect(Object.keys(AUDIT_ACTIONS).sort()).toEqual(routes);
  });

  it("the routes without an audit entry are few, each with its reason in the table", () => {
    const none = Object.entries(AUDIT_ACTIONS)
      .filter(([, a]) => a === null)
      .map(([r]) => r);
    expect(none.sort()).toEqual([
      "DELETE /api/notifications/:id/",
      "POST /api/admin/applications/:id/messages/read/",
      "POST /api/login/",
      "POST /api/login/2fa/",
      "POST /api/logout/",
      "POST /api/notifications/:id/read/",
      "POST /api/notifications/read-all/",
      "POST /api/partner/application/:id/messages/read/",
      "POST /api/partner/updates/:id/read/",
      "POST /api/password-reset/",
      "POST /api/token/refresh/",
    ]);
  });
});
