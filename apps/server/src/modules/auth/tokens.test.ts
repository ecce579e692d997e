import { messages } from "@pp/shared";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../db/schema/index";
import { createJwt } from "../../lib/jwt";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const refresh = (token: unknown) =>
  app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: token } as object });

describe("POST /api/token/refresh/", () => {
  it("rotates: the new pair works and the old refresh token does not", async () => {
    const first = await login(app, "partner");
    const r1 = await refresh(first.refresh);
    expect(r1.statusCode).toBe(200);
    const pair = r1.json().data;
    expect(pair.refresh).not.toBe(first.refresh);
    const me = await app.inject({ url: "/api/me/", headers: bearer(pair.access) });
    expect(me.statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it("revokes the whole family when an old refresh token is reused", async () => {
    const first = await login(app, "partner");
    const second = (await refresh(first.refresh)).json().data;
    const reused = await refresh(first.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(messages.sessionExpired);
    // The legitimately rotated token died with its family.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await login(app, "partner");
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it("answers 401 for an unknown token and 400 for a missing one", async () => {
    expect((await refresh("not-a-real-token")).statusCode).toBe(401);
    const missing = await app.inject({ method: "POST", url: "/api/token/refresh/", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.refresh).toBeDefined();
  });

  it("refuses an expired refresh token", async () => {
    const s = await login(app, "partner2");
    await app.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(isNull(refreshTokens.used_at));
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });

  it("stops refreshing once the sub-login is disabled", async () => {
    const s = await login(app, "counsellor");
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.email, "counsellor@example.com"));
    try {
      expect((await refresh(s.refresh)).statusCode).toBe(401);
      expect((await app.inject({ url: "/api/me/", headers: bearer(s.access) })).statusCode).toBe(401);
    } finally {
      await app.db.update(users).set({ status: "active" }).where(eq(users.email, "counsellor@example.com"));
    }
  });
});

describe("POST /api/logout/", () => {
  it("revokes the session's refresh tokens", async () => {
    const s = await login(app, "partner");
    const res = await app.inject({ method: "POST", url: "/api/logout/", payload: { refresh: s.refresh } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });

  it("is harmless for an unknown token", async () => {
    const res = await app.inject({ method: "POST", url: "/api/logout/", payload: { refresh: "unknown" } });
    expect(res.statusCode).toBe(204);
  });
});

describe("GET /api/me/", () => {
  it("returns the user, role, partner and permissions", async () => {
    const s = await login(app, "counsellor");
    const res = await app.inject({ url: "/api/me/", headers: bearer(s.access) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: "counsellor@example.com", name: "Arjun Mehta", is_sub_login: true });
    expect(data.role).toBe("Partner");
    expect(data.partner).toMatchObject({ company_name: "Global Pathways Education", status: "active" });
    expect(data.permissions).toContain("applications.manage");
  });

  it("gives the Superadmin no partner", async () => {
    const s = await login(app, "admin");
    const res = await app.inject({ url: "/api/me/", headers: bearer(s.access) });
    expect(res.json().data).toMatchObject({ role: "Superadmin", partner: null });
  });

  it("answers 401 without a token, with a malformed one, or with a forged one", async () => {
    expect((await app.inject({ url: "/api/me/" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/me/", headers: { authorization: "Token abc" } })).statusCode).toBe(401);
    const forged = createJwt("another-secret-another-secret-another-secret").sign({
      sub: "1",
      role: "Superadmin",
      pid: null,
    });
    const res = await app.inject({ url: "/api/me/", headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/not valid/);
  });

  it("answers 401 for a correctly signed access token that names no session (sid)", async () => {
    const s = await login(app, "partner");
    const claims = { sub: String(s.user.id), role: "Partner" as const, pid: s.user.partner_id };
    const noSession = app.jwt.sign(claims);
    for (const url of ["/api/me/", "/api/partner/students/", "/api/notifications/"]) {
      const res = await app.inject({ url, headers: bearer(noSession) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toMatch(/not valid/);
    }
    // The same claims with the session the sign-in opened are accepted.
    const sid = (app.jwt.verify(s.access) as { sid?: string }).sid;
    expect(sid).toBeTruthy();
    const withSession = app.jwt.sign({ ...claims, sid });
    expect((await app.inject({ url: "/api/me/", headers: bearer(withSession) })).statusCode).toBe(200);
  });

  it("answers 401 for an expired access token", async () => {
    const s = await login(app, "partner");
    const id = s.user.id;
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 20 * 60;
    const expired = app.jwt.sign({ sub: String(id), role: "Partner", pid: s.user.partner_id }, 60, tenMinutesAgo);
    const res = await app.inject({ url: "/api/me/", headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });
});
