import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, sessions, users } from "../../db/schema/index";
import { bearer, buildTestApp, type TestApp } from "../../test/app";
import { parseDevice } from "./sessions";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let app: TestApp;
let n = 0;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A new partner user of its own (so alerts and sessions start from nothing), with a known password. */
async function newPerson() {
  n += 1;
  const email = `sessions-${n}@example.com`;
  const admin = await signIn("partner@example.com", "Partner@12345", CHROME_WINDOWS, "198.51.100.1");
  const [partner] = await app.db.select({ id: users.partner_id }).from(users).where(eq(users.id, admin.user.id));
  const { hashPassword } = await import("../../lib/crypto");
  const [u] = await app.db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword("Sessions@Test1"),
      name: `Person ${n}`,
      role: "Partner",
      partner_id: partner!.id,
    })
    .returning({ id: users.id });
  return { id: u!.id, email, password: "Sessions@Test1" };
}

async function signIn(email: string, password: string, userAgent: string, ip: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/login/",
    headers: { "user-agent": userAgent },
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { access: string; refresh: string; user: { id: number } };
}

const list = async (access: string) => {
  const res = await app.inject({ url: "/api/me/sessions/", headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; browser: string; os: string; ip: string; current: boolean }[];
};
const refresh = (token: string) =>
  app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: token } });

describe("parseDevice", () => {
  it("names the browser and the system of common user agents, and nothing of none", () => {
    expect(parseDevice(CHROME_WINDOWS)).toEqual({ browser: "Chrome", os: "Windows" });
    expect(parseDevice(SAFARI_IPHONE)).toEqual({ browser: "Safari", os: "iOS" });
    expect(parseDevice(undefined)).toEqual({ browser: "", os: "" });
  });
});

describe("GET and DELETE me/sessions/", () => {
  it("lists each sign-in with its device and address, marks this one, and ends another at once", async () => {
    const p = await newPerson();
    const laptop = await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.10");
    const phone = await signIn(p.email, p.password, SAFARI_IPHONE, "203.0.113.20");
    const seen = await list(laptop.access);
    expect(seen).toHaveLength(2);
    const mine = seen.find((s) => s.current)!;
    const other = seen.find((s) => !s.current)!;
    expect(mine).toMatchObject({ browser: "Chrome", os: "Windows", ip: "203.0.113.10" });
    expect(other).toMatchObject({ browser: "Safari", os: "iOS", ip: "203.0.113.20" });

    const end = await app.inject({
      method: "DELETE",
      url: `/api/me/sessions/${other.id}/`,
      headers: bearer(laptop.access),
    });
    expect(end.statusCode, end.body).toBe(204);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await list(laptop.access)).map((s) => s.id)).toEqual([mine.id]);
    // The laptop's own session goes on, and a refresh keeps its id (and its mark).
    const next = await refresh(laptop.refresh);
    expect(next.statusCode).toBe(200);
    const after = await list(next.json().data.access);
    expect(after).toEqual([expect.objectContaining({ id: mine.id, current: true })]);
  });

  it("refuses to end a session that is not the caller's (404) and changes nothing", async () => {
    const a = await newPerson();
    const b = await newPerson();
    const sa = await signIn(a.email, a.password, CHROME_WINDOWS, "203.0.113.30");
    const sb = await signIn(b.email, b.password, CHROME_WINDOWS, "203.0.113.31");
    const [theirs] = await list(sb.access);
    const res = await app.inject({
      method: "DELETE",
      url: `/api/me/sessions/${theirs!.id}/`,
      headers: bearer(sa.access),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This session is not active any more.");
    expect((await refresh(sb.refresh)).statusCode).toBe(200);
    const bad = await app.inject({
      method: "DELETE",
      url: "/api/me/sessions/not-a-session/",
      headers: bearer(sa.access),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("signs out everywhere else: every other session's refresh answers 401, this one goes on", async () => {
    const p = await newPerson();
    const here = await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.40");
    const there = await signIn(p.email, p.password, SAFARI_IPHONE, "203.0.113.41");
    const third = await signIn(p.email, p.password, FIREFOX_LINUX, "203.0.113.42");
    const res = await app.inject({ method: "DELETE", url: "/api/me/sessions/", headers: bearer(here.access) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ended: 2 });
    expect((await refresh(there.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
  });

  it("logout ends its session: it leaves the list", async () => {
    const p = await newPerson();
    const a = await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.50");
    const b = await signIn(p.email, p.password, SAFARI_IPHONE, "203.0.113.51");
    expect(
      (await app.inject({ method: "POST", url: "/api/logout/", payload: { refresh: b.refresh } })).statusCode,
    ).toBe(204);
    expect((await list(a.access)).map((s) => s.current)).toEqual([true]);
  });
});

describe("a password change or reset ends the other sessions", () => {
  it("change: the others' refresh answers 401; this session keeps its id with a fresh pair", async () => {
    const p = await newPerson();
    const here = await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.60");
    const there = await signIn(p.email, p.password, SAFARI_IPHONE, "203.0.113.61");
    const [mine] = (await list(here.access)).filter((s) => s.current);
    const res = await app.inject({
      method: "POST",
      url: "/api/me/password/",
      headers: bearer(here.access),
      payload: { current_password: p.password, password: "Another@Pass9", confirm_password: "Another@Pass9" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refresh(there.refresh)).statusCode).toBe(401);
    // The old refresh token of this session was replaced by the new pair's.
    expect((await refresh(here.refresh)).statusCode).toBe(401);
    const after = await list(res.json().data.access);
    expect(after).toEqual([expect.objectContaining({ id: mine!.id, current: true })]);
  });

  it("refuses a common password (400 on password) and changes nothing", async () => {
    const p = await newPerson();
    const here = await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.62");
    const res = await app.inject({
      method: "POST",
      url: "/api/me/password/",
      headers: bearer(here.access),
      payload: { current_password: p.password, password: "Password123", confirm_password: "Password123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(["This password is too common. Choose one that is harder to guess."]);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
    await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.62");
  });
});

describe("alerts", () => {
  const alertsOf = async (userId: number, email: string) => ({
    notes: await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "security"))),
    mails: await app.db.select().from(outbox).where(eq(outbox.to_email, email)),
  });

  it("a sign-in from a new browser and system sends one mail and one notification; a known one sends none", async () => {
    const p = await newPerson();
    await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.70"); // the first sign-in ever: nothing to compare
    await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.71"); // the same device elsewhere
    expect(await alertsOf(p.id, p.email)).toEqual({ notes: [], mails: [] });
    await signIn(p.email, p.password, FIREFOX_LINUX, "203.0.113.72");
    const { notes, mails } = await alertsOf(p.id, p.email);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "New sign-in to your account", link: "/profile#sessions" });
    expect(notes[0]!.body).toContain("(Firefox, Linux, address 203.0.113.72)");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("New sign-in to your Partner Portal account");
    expect(mails[0]!.text_body).toContain("Firefox, Linux");
    const rows = await app.db.select().from(sessions).where(eq(sessions.user_id, p.id));
    expect(rows).toHaveLength(3);
  });

  it("are written in the person's language: an Arabic speaker's alert is in Arabic, mail and notification", async () => {
    const p = await newPerson();
    await app.db.update(users).set({ language: "ar" }).where(eq(users.id, p.id));
    await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.80");
    await signIn(p.email, p.password, SAFARI_IPHONE, "203.0.113.81");
    const { notes, mails } = await alertsOf(p.id, p.email);
    expect(notes.map((x) => x.title)).toEqual(["تسجيل دخول جديد إلى حسابك"]);
    expect(notes[0]!.body).toBe(
      "تم تسجيل الدخول من جهاز جديد (Safari, iOS، العنوان 203.0.113.81). إن لم تكن أنت، فأنهِ تلك الجلسة من ملفك الشخصي وغيّر كلمة المرور.",
    );
    expect(mails.map((m) => m.subject)).toEqual(["تسجيل دخول جديد إلى حسابك على Partner Portal"]);
    const lines = mails[0]!.text_body.split("\n");
    expect(lines[0]).toBe(`مرحبًا Person ${n}،`);
    expect(lines).toContain("إن كنت أنت، فلا حاجة إلى أي إجراء.");
  });

  it("a script or API client is no device: its sign-in neither alerts nor makes the next browser 'new'", async () => {
    const p = await newPerson();
    await signIn(p.email, p.password, "Playwright/1.56.1 (x64; debian 12) node/20.20", "203.0.113.90");
    await signIn(p.email, p.password, "node", "203.0.113.91");
    // The first real device after them is the first device: no alert.
    await signIn(p.email, p.password, CHROME_WINDOWS, "203.0.113.92");
    expect(await alertsOf(p.id, p.email)).toEqual({ notes: [], mails: [] });
    // A script after a device: still no alert.
    await signIn(p.email, p.password, "Playwright/1.56.1 (x64; debian 12) node/20.20", "203.0.113.93");
    expect((await alertsOf(p.id, p.email)).notes).toEqual([]);
  });

  it("a lockout from one address sends one mail and one notification", async () => {
    const p = await newPerson();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/login/",
        remoteAddress: "192.0.2.200",
        payload: { email: p.email, password: `Wrong@${i}x` },
      });
      expect(res.statusCode).toBe(401);
    }
    const { notes, mails } = await alertsOf(p.id, p.email);
    expect(notes.map((x) => x.title)).toEqual(["Sign-in paused after wrong passwords"]);
    expect(notes[0]!.body).toContain("from the address 192.0.2.200");
    expect(mails.map((m) => m.subject)).toEqual(["Wrong passwords were tried on your Partner Portal account"]);
    expect(mails[0]!.text_body).toContain("5 wrong passwords");
  });
});
