import { existsSync } from "node:fs";
import path from "node:path";
import { messages } from "@pp/shared";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, passwordResets, sessions } from "../../db/schema/index";
import { buildTestApp, login, type TestApp, waitForOutbox } from "../../test/app";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const request = (email: string) => app.inject({ method: "POST", url: "/api/password-reset/", payload: { email } });
const confirm = (token: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/password-reset/confirm/",
    payload: { token, password, confirm_password: password },
  });

async function latestToken(email: string) {
  const [mail] = await app.db.select().from(outbox).where(eq(outbox.to_email, email)).orderBy(desc(outbox.id)).limit(1);
  const match = mail?.text_body.match(/reset-password\/confirm\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
  return { token: match[1], mail: mail! };
}

describe("password reset", () => {
  it("answers 202 for unknown and known e-mails alike; only a known one gets a mail", async () => {
    const unknown = await request("nobody@example.com");
    const known = await request("partner2@example.com");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const mails = await app.db.select().from(outbox);
    expect(mails.map((m) => m.to_email)).toEqual(["partner2@example.com"]);
    // Delivered by the outbox.deliver job after the commit: without SMTP, dropped as a file and marked logged.
    const mail = await waitForOutbox(app, mails[0]!.id, "logged");
    expect(existsSync(path.join(app.config.dataDir, "outbox", `${String(mail.id).padStart(6, "0")}.txt`))).toBe(true);
    expect(mails[0]?.text_body).toContain("http://portal.test/authentication/reset-password/confirm?token=");
    // A reset's page asks for a new password; only an invitation's says "welcome" (a first one).
    expect(mails[0]?.text_body).not.toContain("welcome=1");
  });

  it("stores only a hash of the token, valid for one hour", async () => {
    const { token } = await latestToken("partner2@example.com");
    const rows = await app.db.select().from(passwordResets);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const ttl = rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it("sets the new password, revokes every session, and works only once", async () => {
    const session = await login(app, "partner2");
    await request("partner2@example.com");
    const { token } = await latestToken("partner2@example.com");
    const res = await confirm(token, "Brand@New123");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.passwordChanged);

    const refreshed = await app.inject({
      method: "POST",
      url: "/api/token/refresh/",
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // The session is over in the list too (issue 17).
    const live = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, session.user.id), isNull(sessions.ended_at)));
    expect(live).toEqual([]);
    const old = await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { email: "partner2@example.com", password: "Partner@12345" },
    });
    expect(old.statusCode).toBe(401);
    await login(app, { email: "partner2@example.com", password: "Brand@New123" });

    const again = await confirm(token, "Another@123");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.resetInvalid);
    await login(app, { email: "partner2@example.com", password: "Brand@New123" });
  });

  it("refuses a common password, keeps the link usable, and changes nothing", async () => {
    // From its own address: the reset requests of this file share one per-address limit (5 a minute).
    const asked = await app.inject({
      method: "POST",
      url: "/api/password-reset/",
      remoteAddress: "198.51.100.77",
      payload: { email: "counsellor@example.com" },
    });
    expect(asked.statusCode).toBe(202);
    const { token } = await latestToken("counsellor@example.com");
    const res = await confirm(token, "Welcome123");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(["This password is too common. Choose one that is harder to guess."]);
    await login(app, "counsellor");
    expect((await confirm(token, "Counsellor@12345")).statusCode).toBe(200);
  });

  it("refuses an expired token and changes nothing", async () => {
    await request("partner@example.com");
    const { token } = await latestToken("partner@example.com");
    await app.db.update(passwordResets).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await confirm(token, "Expired@123");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toEqual([messages.resetInvalid]);
    await login(app, "partner");
  });

  it("validates the new password and the e-mail", async () => {
    const weak = await confirm("whatever", "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeDefined();
    const bad = await app.inject({ method: "POST", url: "/api/password-reset/", payload: { email: "nope" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBeDefined();
  });
});
