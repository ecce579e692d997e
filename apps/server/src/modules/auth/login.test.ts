import { messages } from "@pp/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginEvents, partners, rateLimits, users } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/app";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/login/", payload: payload as object, headers });

describe("POST /api/login/", () => {
  it("signs a partner in and answers the contract's shape", async () => {
    const res = await post({ email: "partner@example.com", password: "Partner@12345" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.role).toBe("Partner");
    expect(data.access.split(".")).toHaveLength(3);
    expect(data.refresh.length).toBeGreaterThan(30);
    expect(data.user).toMatchObject({
      email: "partner@example.com",
      name: "Priya Sharma",
      partner_name: "Global Pathways Education",
      is_sub_login: false,
    });
    expect(data.permissions).toContain("sublogins.manage");
    expect(data.user).not.toHaveProperty("password_hash");
  });

  it("matches e-mail case-insensitively and trims it", async () => {
    const res = await post({ email: "  PARTNER@Example.com ", password: "Partner@12345" });
    expect(res.statusCode).toBe(200);
  });

  it("signs the Superadmin in with role Superadmin and admin permissions", async () => {
    const res = await post({ email: "admin@example.com", password: "Admin@12345" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe("Superadmin");
    expect(res.json().data.permissions).toContain("masters.manage");
  });

  it("gives a sub-login role Partner and only its own permissions", async () => {
    const res = await post({ email: "counsellor@example.com", password: "Counsellor@12345" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.role).toBe("Partner");
    expect(data.user.is_sub_login).toBe(true);
    expect(data.permissions).toContain("students.manage");
    expect(data.permissions).not.toContain("sublogins.manage");
    expect(data.permissions).not.toContain("payments.view");
  });

  it("answers the same 401 for an unknown e-mail and a wrong password", async () => {
    const unknown = await post({ email: "nobody@example.com", password: "Partner@12345" });
    const wrong = await post({ email: "partner2@example.com", password: "wrong-password" });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status_code: 401, message: messages.invalidCredentials });
      expect(res.json().request_id).toBeTruthy();
    }
  });

  it("names every missing field", async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ["Email is required."], password: ["Password is required."] });
  });

  it("rejects wrong types and a malformed e-mail", async () => {
    const res = await post({ email: 42, password: ["x"] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "password"]);
    const bad = await post({ email: "not-an-email", password: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual(["Enter a valid email address."]);
  });

  it("rejects malformed JSON with a clear message", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/login/",
      headers: { "content-type": "application/json" },
      payload: '{"email": "partner@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The request body is not valid JSON.");
  });

  it("rejects a body over 1 MB with 413", async () => {
    const res = await post({ email: "partner@example.com", password: "x".repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status_code: 413, message: "The request body is too large." });
  });

  it("records every attempt in login_events", async () => {
    await app.db.delete(loginEvents);
    await post({ email: "partner@example.com", password: "Partner@12345" }, { "user-agent": "vitest" });
    await post({ email: "partner@example.com", password: "nope" });
    await post({ email: "ghost@example.com", password: "nope" });
    const rows = await app.db.select().from(loginEvents).orderBy(loginEvents.id);
    expect(rows.map((r) => [r.email, r.success, r.reason])).toEqual([
      ["partner@example.com", true, "ok"],
      ["partner@example.com", false, "bad_password"],
      ["ghost@example.com", false, "bad_password"],
    ]);
    expect(rows[0]?.user_agent).toBe("vitest");
    expect(rows[0]?.user_id).not.toBeNull();
  });

  it("updates last_login_at", async () => {
    await app.db.update(users).set({ last_login_at: null }).where(eq(users.email, "partner2@example.com"));
    await post({ email: "partner2@example.com", password: "Partner@12345" });
    const [u] = await app.db.select().from(users).where(eq(users.email, "partner2@example.com"));
    expect(u?.last_login_at).toBeInstanceOf(Date);
  });

  it("tells a pending partner that approval is awaited, only after a correct password", async () => {
    await app.db
      .update(partners)
      .set({ status: "pending" })
      .where(eq(partners.company_name, "Bright Future Consultants"));
    const right = await post({ email: "partner2@example.com", password: "Partner@12345" });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(messages.awaitingApproval);
    const wrong = await post({ email: "partner2@example.com", password: "Wrong@12345" });
    expect(wrong.statusCode).toBe(401);
    await app.db
      .update(partners)
      .set({ status: "suspended" })
      .where(eq(partners.company_name, "Bright Future Consultants"));
    const suspended = await post({ email: "partner2@example.com", password: "Partner@12345" });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe(messages.partnerSuspended);
    await app.db
      .update(partners)
      .set({ status: "active" })
      .where(eq(partners.company_name, "Bright Future Consultants"));
  });

  it("refuses a disabled sub-login with a reason", async () => {
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.email, "counsellor@example.com"));
    const res = await post({ email: "counsellor@example.com", password: "Counsellor@12345" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accountDisabled);
    await app.db.update(users).set({ status: "active" }).where(eq(users.email, "counsellor@example.com"));
  });
});

describe("sign-in rate limits", () => {
  it("locks an account from that address after five wrong passwords, with Retry-After, even for the right one", async () => {
    // Earlier tests tried wrong passwords from this address too; the lockout counts live in rate_limits.
    await app.db.delete(loginEvents);
    await app.db.delete(rateLimits);
    for (let i = 0; i < 5; i++) {
      expect((await post({ email: "partner2@example.com", password: `Wrong@${i}` })).statusCode).toBe(401);
    }
    const locked = await post({ email: "partner2@example.com", password: "Partner@12345" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.tooManyAttempts);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    // Another account is not affected.
    expect((await post({ email: "partner@example.com", password: "Partner@12345" })).statusCode).toBe(200);
    const [{ n } = { n: 0 }] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginEvents)
      .where(eq(loginEvents.reason, "locked"));
    expect(n).toBe(1);
    await app.db.delete(loginEvents);
  });

  it("limits sign-in attempts per IP with 429 and Retry-After", async () => {
    const limited = await buildTestApp({
      loginRateLimit: { perIpPerMinute: 3, failuresPerAccount: 100, lockMinutes: 15 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await limited.inject({
          method: "POST",
          url: "/api/login/",
          payload: { email: "nobody@example.com", password: "x" },
          remoteAddress: "203.0.113.9",
        });
        codes.push(r.statusCode);
        if (r.statusCode === 429) {
          expect(r.headers["retry-after"]).toBeDefined();
          expect(r.json()).toMatchObject({ status_code: 429 });
        }
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const other = await limited.inject({
        method: "POST",
        url: "/api/login/",
        payload: { email: "partner@example.com", password: "Partner@12345" },
        remoteAddress: "203.0.113.10",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
