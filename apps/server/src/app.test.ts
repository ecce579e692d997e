import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test/app";

let app: TestApp;
let web: TestApp;
let webDist: string;
beforeAll(async () => {
  app = await buildTestApp();
  webDist = mkdtempSync(path.join(tmpdir(), "pp-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Partner Portal</title><div id=root></div>");
  writeFileSync(
    path.join(webDist, "app.html"),
    "<!doctype html><title>Partner Portal</title><link rel=modulepreload href=/assets/app-abc123.js><div id=root></div>",
  );
  writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(webDist, "assets", "app-abc123.js.br"), brotliCompressSync("console.log(1)"));
  web = await buildTestApp({ webDist, corsOrigins: ["https://agency.example"] });
});
afterAll(async () => {
  await app.close();
  await web.close();
});

describe("health", () => {
  it("/api/health says alive and /api/ready asks the database", async () => {
    expect((await app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe("ready");
    expect(["pglite", "postgres"]).toContain(ready.json().database);
  });
});

describe("errors", () => {
  it("answers an unknown API path with the 404 envelope", async () => {
    const res = await app.inject({ url: "/api/does-not-exist?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status_code: 404, message: "No route for GET /api/does-not-exist." });
    expect(res.json().request_id).toBe(res.headers["x-request-id"]);
  });

  it("answers a wrong method on a known path with the same envelope", async () => {
    const res = await app.inject({ method: "DELETE", url: "/api/login/" });
    expect(res.statusCode).toBe(404);
    expect(res.json().status_code).toBe(404);
  });

  it("keeps a caller's x-request-id", async () => {
    const res = await app.inject({ url: "/api/nope", headers: { "x-request-id": "trace-123" } });
    expect(res.json().request_id).toBe("trace-123");
  });

  it("refuses a non-JSON body with 415", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/login/",
      headers: { "content-type": "application/xml" },
      payload: "<email>a</email>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status_code).toBe(415);
  });
});

describe("security headers", () => {
  it("sends pages a strict CSP and the usual hardening headers", async () => {
    const res = await web.inject({ url: "/login" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    // The API's documentation is a page too (with Swagger UI's own CSP), not an API answer.
    const docs = await web.inject({ url: "/api/docs/" });
    expect(docs.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(docs.headers["content-security-policy"]).not.toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("sends API answers the headers that protect a response that is not a page, and no more", async () => {
    const res = await app.inject({ url: "/api/health" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toBeDefined();
    for (const pageOnly of ["cross-origin-opener-policy", "origin-agent-cluster", "x-dns-prefetch-control"]) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });

  it("sends no CORS headers unless origins are configured", async () => {
    const plain = await app.inject({ url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
    const allowed = await web.inject({ url: "/api/health", headers: { origin: "https://agency.example" } });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://agency.example");
    const other = await web.inject({ url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("web app", () => {
  it("serves index.html for client routes so the SPA renders them", async () => {
    for (const url of ["/", "/login", "/dashboard/sales", "/some/unknown/page?x=1"]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Partner Portal</title>");
    }
  });

  it("answers the signed-in addresses with the page that preloads the shell, the public ones with the plain page", async () => {
    for (const url of ["/dashboard/sales", "/partner/student?page=2", "/admin/partners", "/some/unknown/page"]) {
      const res = await web.inject({ url });
      expect(res.body, url).toContain("rel=modulepreload");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    for (const url of [
      "/",
      "/login",
      "/login?next=%2Fpartner%2Fstudent",
      "/authentication/sign-up/sign-up-basic",
      "/authentication/reset-password/confirm?token=abc",
      "/firebase/signup",
      "/pages/terms-conditions",
      "/pages/privacy-policy",
    ]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Partner Portal</title>");
      expect(res.body, url).not.toContain("modulepreload");
    }
  });

  it("serves built assets with a long cache and keeps API 404s as JSON", async () => {
    const asset = await web.inject({ url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const api = await web.inject({ url: "/api/missing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().status_code).toBe(404);
  });

  it("sends the build's Brotli copy to browsers that accept it, the plain file to the others", async () => {
    const br = await web.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log(1)");
    const plain = await web.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
  });
});

describe("OpenAPI", () => {
  it("documents every auth route with its schemas", async () => {
    const res = await app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const p of [
      "/api/login/",
      "/api/token/refresh/",
      "/api/logout/",
      "/api/me/",
      "/api/signup/",
      "/api/password-reset/",
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    const loginBody = doc.paths["/api/login/"].post.requestBody.content["application/json"].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(["email", "password"]));
    expect(doc.paths["/api/me/"].get.security).toEqual([{ bearer: [] }]);
  });

  it("documents for integrations: each partner route's API key scope, the webhooks, the signature and a quick start", async () => {
    const doc = (await app.inject({ url: "/api/docs/json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const students = doc.paths["/api/partner/students/"].get;
    expect(students["x-api-key-scope"]).toBe("students:read");
    expect(students.security).toEqual([{ bearer: [] }, { apiKey: ["students:read"] }]);
    expect(doc.paths["/api/partner/add/student/"].post["x-api-key-scope"]).toBe("students:write");
    // A person's routes say that keys cannot use them, and offer no key.
    const hooks = doc.paths["/api/partner/webhooks/"].post;
    expect(hooks.security).toEqual([{ bearer: [] }]);
    expect(hooks["x-api-key-scope"]).toMatch(/^none/);
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      "application.created",
      "application.message_created",
      "application.status_changed",
      "commission.status_changed",
      "student.created",
      "student.erased",
      "student.updated",
      "ticket.updated",
      "webhook.test",
    ]);
    const changed = doc.webhooks["application.status_changed"].post;
    expect(changed.parameters.map((p: { name: string }) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const body = changed.requestBody.content["application/json"].schema;
    expect(body.properties.data.required).toEqual(expect.arrayContaining(["application_id", "from", "to"]));
    expect(doc.info.description).toContain('curl -H "Authorization: Bearer pp_live_');
    expect(doc.info.description).toContain('import { createHmac, timingSafeEqual } from "node:crypto";');
    // The docs page serves it.
    expect((await app.inject({ url: "/api/docs/" })).statusCode).toBe(200);
  });
});
