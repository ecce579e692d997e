import type { SearchResults } from "@pp/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, partners } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, withoutPermission } from "../../test/app";
import { addStudent, courseAndIntake } from "../../test/factories";

let app: TestApp;
let admin: string;
let owner: string;
let counsellor: string;
let other: string;
// Words no seeded record holds, so that each search finds only what this file made.
const tag = `q${Date.now().toString(36).slice(-5)}`;
const first = `Zoraida${tag}`;
let mine: { id: number; email: string; passport: string; phone: string };
let theirs: number;
let myApplication: number;
let theirApplication: number;
let myTicket: number;
let theirTicket: number;

const search = (q: string, token: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}`, headers: { ...bearer(token), ...headers } });
const found = async (q: string, token: string) => {
  const res = await search(q, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SearchResults;
};
const ids = (g: { items: { id: number }[] } | undefined) => g?.items.map((i) => i.id);

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  owner = (await login(app, "partner")).access;
  counsellor = (await login(app, "counsellor")).access;
  other = (await login(app, "partner2")).access;
  const passport = `P${tag.toUpperCase()}77`;
  const phone = `+44 7700 ${String(Date.now()).slice(-6)}`;
  const email = `zoraida.${tag}@students.example`;
  mine = {
    id: await addStudent(app, owner, { first_name: first, email, passport_number: passport, phone }),
    email,
    passport,
    phone,
  };
  // Another partner's student of the same name: never in the first partner's answers.
  theirs = await addStudent(app, other, { first_name: first });
  const target = await courseAndIntake(app.db);
  const apply = async (token: string, student_id: number) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(token),
      payload: { student_id, ...target },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  myApplication = await apply(owner, mine.id);
  theirApplication = await apply(other, theirs);
  const raise = async (token: string, subject: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/tickets/",
      headers: bearer(token),
      payload: { subject, description: "Please look into it.", category: "payment", priority: "normal" },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  myTicket = await raise(owner, `Commission ${tag} not paid`);
  theirTicket = await raise(other, `Commission ${tag} late`);
});
afterAll(() => app.close());

describe("GET /api/search/: each kind by each of its fields", () => {
  it("finds a student by name, e-mail, passport and phone", async () => {
    for (const q of [
      first,
      `${first.toUpperCase()} iyer`,
      mine.email,
      mine.passport.toLowerCase(),
      mine.phone.slice(-6),
    ]) {
      const r = await found(q, owner);
      expect(ids(r.students), q).toEqual([mine.id]);
      expect(r.students!.items[0]).toMatchObject({ email: mine.email, passport_number: mine.passport, partner: null });
    }
  });

  it("finds an application by its number (with or without #) and by its student's name", async () => {
    for (const q of [String(myApplication), `#${myApplication}`, first]) {
      const r = await found(q, owner);
      expect(ids(r.applications), q).toContain(myApplication);
      expect(ids(r.applications)).not.toContain(theirApplication);
    }
    const byNumber = await found(String(myApplication), owner);
    expect(byNumber.applications!.items[0]).toMatchObject({
      id: myApplication,
      student_name: expect.stringContaining(first),
      status: "Draft",
    });
  });

  it("finds a ticket by its number and its subject", async () => {
    expect(ids((await found(String(myTicket), owner)).tickets)).toEqual([myTicket]);
    const bySubject = await found(`commission ${tag}`, owner);
    expect(ids(bySubject.tickets)).toEqual([myTicket]);
    expect(bySubject.tickets!.items[0]).toMatchObject({ subject: `Commission ${tag} not paid`, status: "open" });
  });

  it("finds courses by name; a partner only those the course finder offers, the Superadmin every one", async () => {
    const [course] = await app.db.select().from(courses).orderBy(courses.id).limit(1);
    const r = await found(course!.name.slice(0, 12), owner);
    expect(r.courses!.items.some((c) => c.id === course!.id)).toBe(true);
    await app.db.update(courses).set({ is_active: false }).where(eq(courses.id, course!.id));
    try {
      expect(ids((await found(course!.name, owner)).courses)).not.toContain(course!.id);
      const forAdmin = await found(course!.name, admin);
      expect(forAdmin.courses!.items.find((c) => c.id === course!.id)).toMatchObject({ is_active: false });
    } finally {
      await app.db.update(courses).set({ is_active: true }).where(eq(courses.id, course!.id));
    }
  });

  it("gives the Superadmin every partner's records with their partner, and partners by name and e-mail", async () => {
    const r = await found(first, admin);
    expect(ids(r.students)?.sort()).toEqual([mine.id, theirs].sort());
    expect(r.students!.items.every((s) => s.partner !== null)).toBe(true);
    expect(ids((await found(String(theirApplication), admin)).applications)).toEqual([theirApplication]);
    expect(ids((await found(tag, admin)).tickets)?.sort()).toEqual([myTicket, theirTicket].sort());
    const [p] = await app.db.select().from(partners).where(eq(partners.contact_email, "partner2@example.com"));
    expect(ids((await found(p!.company_name.slice(0, 10), admin)).partners)).toContain(p!.id);
    expect(ids((await found("partner2@example", admin)).partners)).toEqual([p!.id]);
  });
});

describe("GET /api/search/: who sees what", () => {
  it("never shows a partner another partner's records, nor partners at all", async () => {
    const r = await found(first, other);
    expect(ids(r.students)).toEqual([theirs]);
    expect(ids(r.applications)).toEqual([theirApplication]);
    expect(r.partners).toBeUndefined();
    const byNumber = await found(String(myApplication), other);
    expect(ids(byNumber.applications)).toEqual([]);
    expect(ids((await found(String(myTicket), other)).tickets)).toEqual([]);
    expect((await found("partner2@example", owner)).partners).toBeUndefined();
  });

  it("asks a sub-login's groups by its permissions", async () => {
    const all = await found(first, counsellor);
    expect(ids(all.students)).toEqual([mine.id]);
    expect(Object.keys(all).sort()).toEqual(["applications", "courses", "query", "students", "tickets"]);
    await withoutPermission(app, "students.view", async () => {
      const r = await found(first, counsellor);
      expect(r.students).toBeUndefined();
      // Applications show their student's name, as the applications list does.
      expect(ids(r.applications)).toEqual([myApplication]);
    });
    await withoutPermission(app, "tickets.manage", async () => {
      expect((await found(String(myTicket), counsellor)).tickets).toBeUndefined();
    });
    await withoutPermission(app, "applications.view", async () => {
      expect((await found(String(myApplication), counsellor)).applications).toBeUndefined();
    });
  });

  it("refuses callers who are not signed in, API keys and suspended partners", async () => {
    expect((await app.inject({ url: "/api/search/?q=ab" })).statusCode).toBe(401);
    const key = await app.inject({
      method: "POST",
      url: "/api/partner/api-keys/",
      headers: bearer(owner),
      payload: { name: `search ${tag}`, scopes: ["students:read"] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const refused = await search(first, key.json().data.key);
    expect([401, 403]).toContain(refused.statusCode);
    // A suspended partner's people are out on their next request, as on every partner route.
    const [p2] = await app.db.select().from(partners).where(eq(partners.contact_email, "partner2@example.com"));
    await app.db.update(partners).set({ status: "suspended" }).where(eq(partners.id, p2!.id));
    await app.versions.touch(p2!.id);
    try {
      expect((await search(first, other)).statusCode).toBe(401);
    } finally {
      await app.db.update(partners).set({ status: "active" }).where(eq(partners.id, p2!.id));
      await app.versions.touch(p2!.id);
    }
    expect((await search(first, other)).statusCode).toBe(200);
  });
});

describe("GET /api/search/: short and bad queries", () => {
  it("matches two characters where a word starts, three or more anywhere", async () => {
    const start = await found(first.slice(0, 2), owner);
    expect(start.query).toBe(first.slice(0, 2));
    expect(ids(start.students)).toContain(mine.id);
    // The ticket's subject holds the tag as a word: two of its letters from inside it find nothing, three do.
    expect(ids((await found(tag.slice(1, 3), owner)).tickets)).toEqual([]);
    expect(ids((await found(tag.slice(1, 4), owner)).tickets)).toEqual([myTicket]);
    expect(ids((await found(tag.slice(0, 2), owner)).tickets)).toEqual([myTicket]);
    // "ra" is inside "Zoraida": not a word's start.
    const inside = await found("ra", owner);
    expect(ids(inside.students)).not.toContain(mine.id);
  });

  it("shows five of a group and says there are more", async () => {
    const many = `Multi${tag}`;
    for (let i = 0; i < 6; i++) await addStudent(app, owner, { first_name: many });
    const r = await found(many, owner);
    expect(r.students!.items).toHaveLength(5);
    expect(r.students!.more).toBe(true);
    expect((await found(first, owner)).students!.more).toBe(false);
  });

  it("takes LIKE's wildcards as plain characters", async () => {
    const r = await found("%%_", owner);
    expect(ids(r.students)).toEqual([]);
    expect(ids(r.applications)).toEqual([]);
  });

  it("refuses an empty, one-letter or over-long query with a sentence in the caller's language", async () => {
    for (const url of [
      "/api/search/",
      "/api/search/?q=",
      "/api/search/?q=%20a%20",
      `/api/search/?q=${"x".repeat(101)}`,
    ]) {
      const res = await app.inject({ url, headers: bearer(owner) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.q, url).toHaveLength(1);
    }
    const en = await search("a", owner);
    expect(en.json().errors.q).toEqual(["Type at least 2 characters, or a number."]);
    const ar = await search("a", owner, { "accept-language": "ar" });
    expect(ar.json().errors.q[0]).not.toBe("Type at least 2 characters, or a number.");
    expect(ar.json().errors.q[0]).toMatch(/[\u0600-\u06ff]/);
    // A one-digit number is a query: ticket and application numbers start small.
    expect((await search("7", owner)).statusCode).toBe(200);
  });
});
