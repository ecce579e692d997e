import { createHash } from "node:crypto";
import { API_KEY_SCOPES } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, auditLog, partners } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let admin: string;
let partnerId: number;
beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  partnerId = o.user.partner_id!;
  other = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  admin = (await login(app, "admin")).access;
});
afterAll(() => app.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let n = 0;
/** A new key of the demo partner with these scopes, made through the API as its owner. */
async function newKey(scopes: string[], extra: object = {}) {
  n += 1;
  const res = await call("POST", "/api/partner/api-keys/", owner, { name: `Key ${n}`, scopes, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; key: string; prefix: string; scopes: string[] };
}

describe("creating and listing keys", () => {
  let created: Awaited<ReturnType<typeof newKey>>;
  it("answers the key once, pp_live_ and a long random secret; the table keeps only its SHA-256", async () => {
    const res = await call("POST", "/api/partner/api-keys/", owner, {
      name: "  CRM sync ",
      scopes: ["students:read", "applications:read"],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json().data;
    expect(created).toMatchObject({ name: "CRM sync", scopes: ["students:read", "applications:read"] });
    expect(created.key).toMatch(/^pp_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(12);

    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.key_hash).toBe(createHash("sha256").update(created.key).digest("hex"));
    const secret = created.key.slice("pp_live_".length);
    for (const [column, value] of Object.entries(row!)) {
      expect(JSON.stringify(value) ?? "", column).not.toContain(secret);
    }
  });

  it("lists keys with prefix, scopes, creator and use, never the key", async () => {
    const res = await call("GET", "/api/partner/api-keys/", owner);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(created.key.slice(12));
    const item = res.json().results.data.find((k: { id: number }) => k.id === created.id);
    expect(item).toMatchObject({
      name: "CRM sync",
      prefix: created.prefix,
      scopes: ["students:read", "applications:read"],
      created_by: { name: "Priya Sharma" },
      expires_at: null,
      revoked_at: null,
      last_used_at: null,
    });
    expect(item).not.toHaveProperty("key");
    expect(item).not.toHaveProperty("key_hash");
  });

  it("refuses bad input with a sentence per field", async () => {
    const res = await call("POST", "/api/partner/api-keys/", owner, {
      name: "",
      scopes: ["students:delete"],
      expires_at: "2020-01-01T00:00:00Z",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: ["Name is required."],
      "scopes.0": [expect.stringContaining("Each scope is one of students:read")],
      expires_at: ["The expiry must be in the future."],
    });
    const none = await call("POST", "/api/partner/api-keys/", owner, { name: "x", scopes: [] });
    expect(none.json().errors.scopes).toEqual(["Choose at least one scope."]);
  });

  it("is the partner's own account's: a sub-login gets 403 with a sentence", async () => {
    const res = await call("POST", "/api/partner/api-keys/", counsellor, { name: "Mine", scopes: ["students:read"] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the partner's own account manages API keys.");
    expect((await call("GET", "/api/partner/api-keys/", counsellor)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/partner/api-keys/${created.id}/`, counsellor)).statusCode).toBe(403);
  });
});

describe("a key at work", () => {
  it("acts for its partner on the routes its scopes cover, and records its last use once a minute", async () => {
    const k = await newKey(["students:read"]);
    const res = await call("GET", "/api/partner/students/", k.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["ratelimit-limit"]).toBe("600");
    expect(res.headers["ratelimit-remaining"]).toBe("599");
    const [used] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, k.id));
    expect(used!.last_used_at).not.toBeNull();
    expect(used!.last_used_ip).toBe("127.0.0.1");
    await call("GET", "/api/partner/students/", k.key);
    const [again] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, k.id));
    expect(again!.last_used_at).toEqual(used!.last_used_at);
  });

  it("each scope opens its family and nothing else: 403 with the scope it lacks", async () => {
    const studentsRead = await newKey(["students:read"]);
    const studentsWrite = await newKey(["students:write"]);
    const applicationsRead = await newKey(["applications:read"]);
    const applicationsWrite = await newKey(["applications:write"]);
    const catalogue = await newKey(["catalogue:read"]);
    const payments = await newKey(["payments:read"]);

    const added = await call("POST", "/api/partner/add/student/", studentsWrite.key, await studentPayload(app.db));
    expect(added.statusCode, added.body).toBe(201);
    const studentId = added.json().data.id as number;
    const denied = await call("POST", "/api/partner/add/student/", studentsRead.key, await studentPayload(app.db));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("This API key does not have the students:write scope.");
    const patch = await call("PATCH", `/api/partner/students/${studentId}/`, studentsRead.key, { city: "Mysuru" });
    expect(patch.statusCode).toBe(403);
    expect((await call("GET", `/api/partner/students/${studentId}/`, studentsRead.key)).statusCode).toBe(200);
    const notRead = await call("GET", `/api/partner/students/${studentId}/`, studentsWrite.key);
    expect(notRead.json().message).toBe("This API key does not have the students:read scope.");

    const ci = await courseAndIntake(app.db);
    const applied = await call("POST", "/api/partner/application/", applicationsWrite.key, {
      student_id: studentId,
      ...ci,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await call("GET", "/api/partner/application/", applicationsRead.key)).statusCode).toBe(200);
    const noApply = await call("POST", "/api/partner/application/", applicationsRead.key, {
      student_id: studentId,
      ...ci,
    });
    expect(noApply.json().message).toBe("This API key does not have the applications:write scope.");
    expect((await call("GET", "/api/partner/application/", studentsRead.key)).statusCode).toBe(403);

    expect((await call("GET", "/api/partner/educationprovider/", catalogue.key)).statusCode).toBe(200);
    expect((await call("GET", `/api/partner/courses/${ci.course_id}/`, catalogue.key)).statusCode).toBe(200);
    const noCatalogue = await call("GET", "/api/partner/educationprovider/", payments.key);
    expect(noCatalogue.json().message).toBe("This API key does not have the catalogue:read scope.");

    expect((await call("GET", "/api/partner/payments/", payments.key)).statusCode).toBe(200);
    expect((await call("GET", "/api/partner/payments/summary/", catalogue.key)).statusCode).toBe(403);

    // Reference lookups serve any key: the ids a student's fields refer to.
    expect((await call("GET", "/api/partner/country/", studentsWrite.key)).statusCode).toBe(200);
  });

  it("never reaches people's routes, the Superadmin's or a person's own: 403 with a sentence", async () => {
    const k = await newKey([...API_KEY_SCOPES]);
    for (const [method, url] of [
      ["GET", "/api/partner/sublogin/list/"],
      ["GET", "/api/partner/tickets/"],
      ["GET", "/api/partner/api-keys/"],
      ["POST", "/api/partner/api-keys/"],
      ["GET", "/api/partner/company/"],
      ["GET", "/api/partner/reports/students/"],
      ["POST", "/api/partner/payments/1/claim/"],
      ["GET", "/api/me/"],
      ["PATCH", "/api/me/"],
      ["GET", "/api/notifications/"],
      ["GET", "/api/admin/partners/"],
      ["GET", "/api/admin/api-keys/"],
      ["GET", "/api/masters/intakes/"],
    ] as [Method, string][]) {
      const res = await call(method, url, k.key, method === "GET" ? undefined : { name: "x", scopes: ["a"] });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message, `${method} ${url}`).toBe("An API key cannot use this route.");
    }
  });

  it("a write made with a key is audited as the key, by name", async () => {
    const k = await newKey(["students:write"]);
    const added = await call("POST", "/api/partner/add/student/", k.key, await studentPayload(app.db));
    expect(added.statusCode).toBe(201);
    const id = String(added.json().data.id);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "student"), eq(auditLog.entity_id, id)));
    expect(entry).toMatchObject({ action: "student.create", partner_id: partnerId });
    expect(entry!.details).toMatchObject({ api_key: k.name, api_key_id: k.id });
    const log = await call("GET", "/api/partner/audit/?action=student.create", owner);
    const shown = log.json().results.data.find((e: { entity_id: string }) => e.entity_id === id);
    expect(shown.actor.name).toBe(`API key '${k.name}'`);
    // Its sentence names the key too (issue 20), in the reader's language.
    expect(shown.summary.startsWith(`API key '${k.name}' added student `)).toBe(true);
    const es = await app.inject({
      url: "/api/partner/audit/?action=student.create",
      headers: { ...bearer(owner), "accept-language": "es" },
    });
    const shownEs = es.json().results.data.find((e: { entity_id: string }) => e.entity_id === id);
    expect(shownEs.actor.name).toBe(`Clave de API '${k.name}'`);
    expect(shownEs.summary.startsWith(`Clave de API '${k.name}' `)).toBe(true);
  });

  it("refuses a key that is unknown, malformed, revoked or expired: 401 with a sentence", async () => {
    const unknown = await call("GET", "/api/partner/students/", `pp_live_${"A".repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe("This API key is not valid.");
    expect((await call("GET", "/api/partner/students/", "pp_live_short")).statusCode).toBe(401);

    const k = await newKey(["students:read"]);
    expect((await call("GET", "/api/partner/students/", k.key)).statusCode).toBe(200);
    const revoked = await call("DELETE", `/api/partner/api-keys/${k.id}/`, owner);
    expect(revoked.statusCode).toBe(204);
    const after = await call("GET", "/api/partner/students/", k.key);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("This API key has been revoked.");
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, "api_key.revoke"));
    expect(entry).toMatchObject({ entity: "api_key", entity_id: String(k.id), partner_id: partnerId });
    // Revoking again changes nothing.
    expect((await call("DELETE", `/api/partner/api-keys/${k.id}/`, owner)).statusCode).toBe(204);
    const listed = (await call("GET", "/api/partner/api-keys/", owner)).json().results.data;
    expect(listed.find((x: { id: number }) => x.id === k.id).revoked_at).not.toBeNull();

    const e = await newKey(["students:read"]);
    await app.db
      .update(apiKeys)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, e.id));
    const expired = await call("GET", "/api/partner/students/", e.key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("This API key has expired.");
  });

  it("stops working while its partner is suspended", async () => {
    const k = await newKey(["students:read"]);
    await app.db.update(partners).set({ status: "suspended" }).where(eq(partners.id, partnerId));
    try {
      const res = await call("GET", "/api/partner/students/", k.key);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("This API key's partner account is not active.");
    } finally {
      await app.db.update(partners).set({ status: "active" }).where(eq(partners.id, partnerId));
    }
    expect((await call("GET", "/api/partner/students/", k.key)).statusCode).toBe(200);
  });
});

describe("tenancy and the Superadmin", () => {
  it("another partner's key is not found (404) and not listed", async () => {
    const k = await newKey(["students:read"]);
    const res = await call("DELETE", `/api/partner/api-keys/${k.id}/`, other);
    expect(res.statusCode).toBe(404);
    const theirs = (await call("GET", "/api/partner/api-keys/", other)).json();
    expect(theirs.count).toBe(0);
    expect((await call("GET", "/api/partner/students/", k.key)).statusCode).toBe(200);
  });

  it("the Superadmin lists every partner's keys with the partner, by partner, and revokes any", async () => {
    const theirs = await call("POST", "/api/partner/api-keys/", other, { name: "Zoho", scopes: ["catalogue:read"] });
    expect(theirs.statusCode).toBe(201);
    const all = await call("GET", "/api/admin/api-keys/?page_size=100", admin);
    expect(all.statusCode).toBe(200);
    const names = all.json().results.data.map((k: { partner: { name: string } }) => k.partner.name);
    expect(new Set(names).size).toBe(2);
    expect(all.body).not.toContain(theirs.json().data.key.slice(12));
    const mine = await call("GET", `/api/admin/api-keys/?partner=${partnerId}&page_size=100`, admin);
    expect(mine.json().results.data.every((k: { partner: { id: number } }) => k.partner.id === partnerId)).toBe(true);
    expect(mine.json().count).toBe(all.json().count - 1);

    const k = await newKey(["students:read"]);
    expect((await call("DELETE", `/api/admin/api-keys/${k.id}/`, admin)).statusCode).toBe(204);
    expect((await call("GET", "/api/partner/students/", k.key)).statusCode).toBe(401);
    expect((await call("DELETE", "/api/admin/api-keys/999999/", admin)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/api-keys/", owner)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/api-keys/${k.id}/`, owner)).statusCode).toBe(403);
  });
});
