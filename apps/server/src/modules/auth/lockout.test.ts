import { messages } from "@pp/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/app";

let app: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  // Behind one proxy at 10.0.0.1 that appends the client's address to X-Forwarded-For.
  proxied = await buildTestApp({ trustProxy: ["10.0.0.1"] });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

const attempt = (on: TestApp, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  on.inject({
    method: "POST",
    url: "/api/login/",
    payload: { email, password },
    remoteAddress,
    ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}),
  });

describe("the lockout is per address", () => {
  it("five wrong passwords lock that address out of the account; the owner still signs in from another", async () => {
    const email = "partner@example.com";
    for (let i = 0; i < 5; i++) expect((await attempt(app, email, `Wrong@${i}`, "203.0.113.50")).statusCode).toBe(401);
    const locked = await attempt(app, email, "Partner@12345", "203.0.113.50");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.tooManyAttempts);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(900);
    // The owner, from elsewhere, with the right password.
    expect((await attempt(app, email, "Partner@12345", "198.51.100.20")).statusCode).toBe(200);
    // Another account from the locked address is not affected.
    expect((await attempt(app, "admin@example.com", "Admin@12345", "203.0.113.50")).statusCode).toBe(200);
    // Still locked there.
    expect((await attempt(app, email, "Partner@12345", "203.0.113.50")).statusCode).toBe(429);
  });

  it("behind a trusted proxy the address is the client's from X-Forwarded-For, not the proxy's", async () => {
    const email = "counsellor@example.com";
    for (let i = 0; i < 5; i++) {
      expect((await attempt(proxied, email, `Wrong@${i}`, "10.0.0.1", "203.0.113.60")).statusCode).toBe(401);
    }
    expect((await attempt(proxied, email, "Counsellor@12345", "10.0.0.1", "203.0.113.60")).statusCode).toBe(429);
    // Another client through the same proxy signs in.
    expect((await attempt(proxied, email, "Counsellor@12345", "10.0.0.1", "198.51.100.61")).statusCode).toBe(200);
  });

  it("without TRUST_PROXY a forged X-Forwarded-For does not escape the lock", async () => {
    const email = "counsellor@example.com";
    for (let i = 0; i < 5; i++) {
      expect((await attempt(app, email, `Wrong@${i}`, "203.0.113.70", `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(app, email, "Counsellor@12345", "203.0.113.70", "192.0.2.99")).statusCode).toBe(429);
  });
});

describe("the ceiling per account", () => {
  it("fifty wrong passwords from many addresses lock the account everywhere and mail its owner once for each kind of lock", async () => {
    const email = "partner2@example.com";
    await app.db.delete(outbox);
    // Ten addresses, five wrong passwords each (each address locks itself at its fifth).
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await attempt(app, email, `Wrong@${i}`, `203.0.113.${100 + a}`)).statusCode).toBe(401);
      }
    }
    const anywhere = await attempt(app, email, "Partner@12345", "198.51.100.99");
    expect(anywhere.statusCode).toBe(429);
    expect(Number(anywhere.headers["retry-after"])).toBeGreaterThan(800);
    expect((await attempt(app, email, "Wrong@x", "198.51.100.98")).statusCode).toBe(429);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to_email, email));
    // The first address locked out sends one mail (the nine after it in the same period none), the lock everywhere one.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Wrong passwords were tried on your Partner Portal account",
      "Your Partner Portal account is locked for now",
    ]);
    const everywhere = mails.find((m) => m.subject === "Your Partner Portal account is locked for now");
    expect(everywhere!.text_body).toContain("50 wrong passwords");
    expect(everywhere!.text_body).toContain("from every address");
    // Other accounts are not affected.
    expect((await attempt(app, "admin@example.com", "Admin@12345", "198.51.100.99")).statusCode).toBe(200);
  });

  it("forty-nine wrong passwords lock nothing beyond their addresses: one mail for the addresses, none for everywhere", async () => {
    const email = "admin@example.com";
    await app.db.delete(outbox);
    // Nine addresses with five each and one with four: 49 counted failures.
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < (a < 9 ? 5 : 4); i++) {
        expect((await attempt(app, email, `Wrong@${i}`, `192.0.2.${10 + a}`)).statusCode).toBe(401);
      }
    }
    const ok = await attempt(app, email, "Admin@12345", "198.51.100.97");
    expect(ok.statusCode, ok.body).toBe(200);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to_email, email));
    expect(mails.map((m) => m.subject)).toEqual(["Wrong passwords were tried on your Partner Portal account"]);
  });
});
