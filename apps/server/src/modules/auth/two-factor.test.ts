import { and, desc, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, loginEvents, notifications, outbox, twoFactor, users } from "../../db/schema/index";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts";
import { bearer, buildTestApp, json, login, type TestApp } from "../../test/app";
import { decryptSecret, twoFactorKey } from "./two-factor-crypto";

/** Issue 17: two-factor sign-in end to end through the API, with codes computed here from the secret answered. */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const who = DEMO_ACCOUNTS.counsellor;
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: ms });
const signIn = (remoteAddress = "198.51.100.1") =>
  app.inject({
    method: "POST",
    url: "/api/login/",
    payload: { email: who.email, password: who.password },
    remoteAddress,
  });
const second = (challenge_token: string, code: string, remoteAddress = "198.51.100.1") =>
  app.inject({ method: "POST", url: "/api/login/2fa/", payload: { challenge_token, code }, remoteAddress });
async function challenge(remoteAddress?: string) {
  const res = await signIn(remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(data).toEqual({ two_factor_required: true, challenge_token: expect.any(String) });
  expect(data.access).toBeUndefined();
  return data.challenge_token as string;
}

let token: string;
let secret: string;
let recovery: string[];
let userId: number;
/** When the code that turned 2FA on was made, and that code (its step is spent). */
let confirmedAt: number;
let firstCode: string;

describe("turning two-factor sign-in on", () => {
  it("starts with a secret and its otpauth address, stored encrypted, not yet on", async () => {
    const s = await login(app, "counsellor");
    token = s.access;
    userId = s.user.id;
    expect(s.user).toMatchObject({ two_factor_enabled: false, two_factor_required: false });
    const res = await app.inject({ method: "POST", url: "/api/me/2fa/", headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = json<{ data: { secret: string; otpauth_url: string } }>(res).data;
    secret = data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Partner Portal:${who.email}`);
    expect(url.searchParams.get("issuer")).toBe("Partner Portal");
    expect(url.searchParams.get("secret")).toBe(secret);
    const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.user_id, userId));
    expect(row!.enabled_at).toBeNull();
    // Not in clear: only the key derived from the JWT secret opens it.
    expect(row!.secret_enc).not.toContain(secret);
    expect(row!.secret_enc).toMatch(/^v1\./);
    expect(decryptSecret(twoFactorKey(app.config.jwtSecret), row!.secret_enc)).toBe(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("refuses a wrong code with a field error, then a right one turns it on and answers ten recovery codes", async () => {
    const wrong = await app.inject({
      method: "POST",
      url: "/api/me/2fa/confirm/",
      headers: bearer(token),
      payload: { code: codeAt(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toHaveLength(1);
    confirmedAt = Date.now();
    firstCode = codeAt(secret, confirmedAt);
    const res = await app.inject({
      method: "POST",
      url: "/api/me/2fa/confirm/",
      headers: bearer(token),
      payload: { code: firstCode },
    });
    expect(res.statusCode, res.body).toBe(200);
    recovery = res.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const c of recovery) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const me = await app.inject({ url: "/api/me/", headers: bearer(token) });
    expect(me.json().data.user).toMatchObject({ two_factor_enabled: true, two_factor_required: false });
  });

  it("is audited, mailed and notified", async () => {
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.actor_user_id, userId));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["user.two_factor_start", "user.two_factor_enable"]),
    );
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to_email, who.email)).orderBy(desc(outbox.id));
    expect(mail!.subject).toBe("Two-factor sign-in is on");
    const bell = await app.db.select().from(notifications).where(eq(notifications.user_id, userId));
    expect(bell.some((n) => n.kind === "security" && n.title === "Two-factor sign-in is on")).toBe(true);
  });
});

describe("signing in with two factors", () => {
  it("answers a challenge and no tokens for the password; a current code completes it; the same code never again", async () => {
    const first = await challenge();
    // The code that turned 2FA on was used already.
    const reused = await second(first, firstCode);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.code).toHaveLength(1);
    // The next step's code: within one step of now whether or not a step boundary passed since.
    const next = codeAt(secret, confirmedAt + 30_000);
    const ok = await second(first, next);
    expect(ok.statusCode, ok.body).toBe(200);
    const data = ok.json().data;
    expect(data).toMatchObject({ access: expect.any(String), refresh: expect.any(String), role: "Partner" });
    expect(data.user).toMatchObject({ email: who.email, two_factor_enabled: true });
    expect((await app.inject({ url: "/api/me/", headers: bearer(data.access) })).statusCode).toBe(200);
    // The challenge was used up, and the code too.
    expect((await second(first, recovery[0]!)).statusCode).toBe(401);
    expect((await second(await challenge(), next)).statusCode).toBe(400);
  });

  it("takes each recovery code once", async () => {
    expect((await second(await challenge(), recovery[1]!.toUpperCase())).statusCode).toBe(200);
    const again = await second(await challenge(), recovery[1]!);
    expect(again.statusCode).toBe(400);
  });

  it("refuses a challenge older than five minutes", async () => {
    const old = await challenge();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const res = await second(old, recovery[2]!);
    expect(res.statusCode).toBe(401);
    vi.useRealTimers();
    // The recovery code was not spent by the refused attempt.
    expect((await second(await challenge(), recovery[2]!)).statusCode).toBe(200);
  });

  it("counts wrong codes toward the lockout like wrong passwords", async () => {
    const ip = "203.0.113.90";
    const c = await challenge(ip);
    for (let i = 0; i < 5; i++) expect((await second(c, "000000", ip)).statusCode).toBe(400);
    const locked = await second(c, recovery[3]!, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // The password step is locked from there too.
    expect((await signIn(ip)).statusCode).toBe(429);
    const events = await app.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.email, who.email), eq(loginEvents.reason, "bad_two_factor_code")));
    expect(events.length).toBeGreaterThanOrEqual(5);
    // From another address the owner still gets in.
    expect((await second(await challenge(), recovery[3]!)).statusCode).toBe(200);
  });
});

describe("turning two-factor sign-in off", () => {
  const off = (payload: object) =>
    app.inject({ method: "DELETE", url: "/api/me/2fa/", headers: bearer(token), payload });

  it("needs the password and a code", async () => {
    const wrongPassword = await off({ password: "Wrong@12345", code: recovery[4] });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toHaveLength(1);
    const wrongCode = await off({ password: who.password, code: "123456" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors.code).toHaveLength(1);
    const ok = await off({ password: who.password, code: recovery[4] });
    expect(ok.statusCode, ok.body).toBe(204);
    const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.user_id, userId));
    expect(row).toBeUndefined();
    // The password alone signs in again.
    expect((await signIn()).json().data.access).toEqual(expect.any(String));
  });

  it("is audited, mailed and notified", async () => {
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor_user_id, userId), eq(auditLog.action, "user.two_factor_disable")));
    expect(entry).toBeDefined();
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to_email, who.email)).orderBy(desc(outbox.id));
    expect(mail!.subject).toBe("Two-factor sign-in is off");
    const bell = await app.db.select().from(notifications).where(eq(notifications.user_id, userId));
    expect(bell.some((n) => n.title === "Two-factor sign-in is off")).toBe(true);
    const [u] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(u!.email).toBe(who.email);
  });
});
