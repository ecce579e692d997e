import { TWO_FACTOR_SETUP_REQUIRED } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

/** Issue 17: who must set up two-factor sign-in first (REQUIRE_ADMIN_2FA on; a partner that requires it). */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ requireAdminTwoFactor: true });
});
afterAll(() => app.close());

const get = (url: string, token: string) => app.inject({ url, headers: bearer(token) });
const codeNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();

function expectSetUpFirst(res: { statusCode: number; json: () => Record<string, unknown> }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: TWO_FACTOR_SETUP_REQUIRED, message: expect.stringMatching(/two-factor/) });
}

/** Sets up 2FA through the API with the given token. */
async function setUp(token: string) {
  const start = await app.inject({ method: "POST", url: "/api/me/2fa/", headers: bearer(token) });
  expect(start.statusCode, start.body).toBe(200);
  const confirm = await app.inject({
    method: "POST",
    url: "/api/me/2fa/confirm/",
    headers: bearer(token),
    payload: { code: codeNow(start.json().data.secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

describe("the Superadmin with REQUIRE_ADMIN_2FA on", () => {
  it("gets 403 with a code everywhere but me/, me/2fa/*, refresh and logout, until 2FA is on", async () => {
    const s = await login(app, "admin");
    expect(s.user).toMatchObject({ two_factor_enabled: false, two_factor_required: true });
    for (const url of ["/api/admin/partners/", "/api/masters/roles/", "/api/notifications/", "/api/admin/jobs/"]) {
      expectSetUpFirst(await get(url, s.access));
    }
    expectSetUpFirst(
      await app.inject({
        method: "POST",
        url: "/api/masters/years/",
        headers: bearer(s.access),
        payload: { name: "2099" },
      }),
    );
    const me = await get("/api/me/", s.access);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.two_factor_required).toBe(true);
    const refreshed = await app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: s.refresh } });
    expect(refreshed.statusCode).toBe(200);
    expectSetUpFirst(await get("/api/admin/partners/", refreshed.json().data.access));

    await setUp(s.access);
    // Lifted at once, for the token already held.
    expect((await get("/api/admin/partners/", s.access)).statusCode).toBe(200);
    expect((await get("/api/me/", s.access)).json().data.user).toMatchObject({
      two_factor_enabled: true,
      two_factor_required: false,
    });
  });

  it("partners are not asked by that setting", async () => {
    const s = await login(app, "partner");
    expect(s.user).toMatchObject({ two_factor_required: false });
    expect((await get("/api/partner/students/", s.access)).statusCode).toBe(200);
  });
});

describe("a partner that requires two-factor sign-in of its sub-logins", () => {
  it("only its owner may say so, and it is audited", async () => {
    const sub = await login(app, "counsellor");
    const refused = await app.inject({
      method: "PATCH",
      url: "/api/partner/settings/",
      headers: bearer(sub.access),
      payload: { require_two_factor: true },
    });
    expect(refused.statusCode).toBe(403);
    const owner = await login(app, "partner");
    const res = await app.inject({
      method: "PATCH",
      url: "/api/partner/settings/",
      headers: bearer(owner.access),
      payload: { require_two_factor: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ require_two_factor: true });
    expect((await get("/api/partner/company/", owner.access)).json().data.require_two_factor).toBe(true);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "partner.settings"), eq(auditLog.partner_id, owner.user.partner_id!)));
    expect(entry!.details).toEqual({ before: { require_two_factor: false }, after: { require_two_factor: true } });
    // The owner itself is not held to it.
    expect((await get("/api/partner/students/", owner.access)).statusCode).toBe(200);
  });

  it("sends its sub-login to set it up at the next sign-in, and setting it up lifts the 403", async () => {
    const sub = await login(app, "counsellor");
    expect(sub.user).toMatchObject({ two_factor_required: true });
    expectSetUpFirst(await get("/api/partner/students/", sub.access));
    expectSetUpFirst(await get("/api/partner/dashboard/", sub.access));
    await setUp(sub.access);
    expect((await get("/api/partner/students/", sub.access)).statusCode).toBe(200);
  });
});
