import type { SessionUser } from "@pp/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationMessages,
  applicationStatuses,
  applications,
  courseDeadlines,
  students,
  tickets,
} from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, withoutPermission } from "../../test/app";
import { courseAndIntake, studentPayload, ticketRow } from "../../test/factories";

/** Issue 36, My day (decision 053): each section's count is its list's total with the same filter. */
let app: TestApp;
let owner: string;
let counsellor: string;
let other: string;
let main: number;
let second: number;
const apps: Record<string, number> = {};

type Section = { key: string; count: number; items: { id: number; link: string; title: string }[]; list: string };

const get = (url: string, token: string) => app.inject({ method: "GET", url: `/api${url}`, headers: bearer(token) });

async function myDay(token: string): Promise<Record<string, Section>> {
  const res = await get("/partner/my-day/", token);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data.sections as Section[]).map((s) => [s.key, s]));
}

/** The API list behind each web list a section opens. */
const API_LIST: Record<string, string> = {
  "/partner/application": "/partner/application/",
  "/partner/tickets/list/": "/partner/tickets/",
  "/partner/tasks": "/partner/tasks/",
  "/partner/student": "/partner/students/",
};

const ALL_SECTIONS = ["overdue", "today", "deadlines", "documents", "offers", "passports", "messages", "tickets"];

/** The API list behind a section's web list, with the same filter. */
function apiListOf(section: Section) {
  const [path, query] = section.list.split("?");
  expect(API_LIST[path!], path).toBeDefined();
  return `${API_LIST[path!]}?${query}&page_size=100`;
}

async function listTotal(section: Section, token: string) {
  const res = await get(apiListOf(section), token);
  expect(res.statusCode, res.body).toBe(200);
  return { count: res.json().count as number, ids: (res.json().results.data as { id: number }[]).map((r) => r.id) };
}

async function application(token: string, n: number) {
  const student = await app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: bearer(token),
    payload: await studentPayload(app.db, {
      email: `day${n}-${Date.now()}@example.com`,
      passport_number: `MD${n}${Date.now() % 1e6}`,
    }),
  });
  expect(student.statusCode, student.body).toBe(201);
  const created = await app.inject({
    method: "POST",
    url: "/api/partner/application/",
    headers: bearer(token),
    payload: { student_id: student.json().data.id, ...(await courseAndIntake(app.db)) },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

const message = (application_id: number, side: "admin" | "partner", read = false, minutesAgo = 0) => ({
  application_id,
  side,
  body: `A ${side} message`,
  read_at: read ? new Date() : null,
  created_at: new Date(Date.now() - minutesAgo * 60_000),
});

beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  main = o.user.partner_id!;
  counsellor = (await login(app, "counsellor")).access;
  const p2 = await login(app, "partner2");
  other = p2.access;
  second = p2.user.partner_id!;
  apps.waitingLong = await application(owner, 1);
  apps.waitingShort = await application(owner, 2);
  apps.answered = await application(owner, 3);
  apps.othersWaiting = await application(other, 4);
  await app.db.insert(applicationMessages).values([
    message(apps.waitingShort, "admin", false, 5),
    message(apps.waitingLong, "admin", false, 60),
    message(apps.waitingLong, "admin", false, 30),
    // Read by the partner, or written by the partner: nothing waits.
    message(apps.answered, "admin", true, 90),
    message(apps.answered, "partner", false, 10),
    message(apps.othersWaiting, "admin", false, 20),
  ]);
  await app.db
    .insert(tickets)
    .values([
      ticketRow(main, "awaiting_partner", 4),
      ticketRow(main, "awaiting_partner", 8),
      ticketRow(main, "open", 4),
      ticketRow(second, "awaiting_partner", 4),
    ]);
  await app.versions.touch(main);
  await app.versions.touch(second);
});
afterAll(() => app.close());

describe("GET partner/my-day/", () => {
  it("counts what its lists show with the same filter, for the owner and a sub-login", async () => {
    for (const token of [owner, counsellor]) {
      const day = await myDay(token);
      expect(Object.keys(day)).toEqual(ALL_SECTIONS);
      for (const section of Object.values(day)) {
        const list = await listTotal(section, token);
        expect(section.count, section.key).toBe(list.count);
        expect(list.ids).toEqual(expect.arrayContaining(section.items.map((i) => i.id)));
      }
      expect(day.messages!.count).toBe(2);
      // Longest waiting first, each row one click from its application.
      expect(day.messages!.items.map((i) => i.id)).toEqual([apps.waitingLong, apps.waitingShort]);
      expect(day.messages!.items[0]!.link).toBe(`/partner/application/${apps.waitingLong}`);
      expect(day.messages!.list).toBe("/partner/application?messages=unread");
      expect(day.tickets!.count).toBe(2);
      expect(day.tickets!.list).toBe("/partner/tickets/list/?status=awaiting_partner");
      expect(day.tickets!.items[0]!.link).toMatch(/^\/partner\/tickets\/list\/\?ticket=\d+$/);
    }
  });

  it("never shows another partner's rows", async () => {
    const mine = await myDay(owner);
    const theirs = await myDay(other);
    expect(theirs.messages!.count).toBe(1);
    expect(theirs.messages!.items.map((i) => i.id)).toEqual([apps.othersWaiting]);
    expect(theirs.tickets!.count).toBe(1);
    expect(mine.messages!.items.map((i) => i.id)).not.toContain(apps.othersWaiting);
    const theirTicket = theirs.tickets!.items[0]!.id;
    expect(mine.tickets!.items.map((i) => i.id)).not.toContain(theirTicket);
    expect((await listTotal(theirs.messages!, other)).ids).toEqual([apps.othersWaiting]);
  });

  it("lists a section only for a person who may open its list", async () => {
    await withoutPermission(app, "tickets.manage", async () => {
      expect(Object.keys(await myDay(counsellor))).not.toContain("tickets");
      expect((await get("/partner/tickets/?status=awaiting_partner", counsellor)).statusCode).toBe(403);
    });
    await withoutPermission(app, "applications.view", async () => {
      // Every section that is an applications list goes; the person's own tasks stay.
      expect(Object.keys(await myDay(counsellor))).toEqual(["overdue", "today", "passports", "tickets"]);
    });
    await withoutPermission(app, "students.view", async () => {
      expect(Object.keys(await myDay(counsellor))).not.toContain("passports");
    });
    // The owner holds every permission.
    expect(Object.keys(await myDay(owner))).toEqual(ALL_SECTIONS);
  });

  it("drops an application once the partner side reads its messages", async () => {
    const before = await myDay(owner);
    const read = await app.inject({
      method: "POST",
      url: `/api/partner/application/${apps.waitingShort}/messages/read/`,
      headers: bearer(counsellor),
      payload: { up_to: 2_000_000_000 },
    });
    expect(read.statusCode, read.body).toBe(200);
    const after = await myDay(owner);
    expect(after.messages!.count).toBe(before.messages!.count - 1);
    expect(after.messages!.count).toBe((await listTotal(after.messages!, owner)).count);
    expect(after.messages!.items.map((i) => i.id)).toEqual([apps.waitingLong]);
  });

  it("refuses the Superadmin and people not signed in", async () => {
    const admin = (await login(app, "admin")).access;
    expect((await get("/partner/my-day/", admin)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/partner/my-day/" })).statusCode).toBe(401);
  });

  it("refuses an unknown messages filter on the applications list with a sentence", async () => {
    const res = await get("/partner/application/?messages=all", owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(JSON.stringify(res.json().errors)).toContain("messages is unread.");
  });
});

/** Where signing in takes this demo account. */
const landingOf = async (who: "partner" | "counsellor" | "admin") =>
  ((await login(app, who)).user as unknown as SessionUser).landing_page;

describe("the landing page", () => {
  it("is My day for a sub-login and the dashboard for an owner, until the owner chooses", async () => {
    expect(await landingOf("counsellor")).toBe("my_day");
    expect(await landingOf("partner")).toBe("dashboard");
    expect(await landingOf("admin")).toBe("dashboard");
    const patch = (landing_page: unknown) =>
      app.inject({ method: "PATCH", url: "/api/me/", headers: bearer(owner), payload: { landing_page } });
    const chosen = await patch("my_day");
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.user.landing_page).toBe("my_day");
    expect(await landingOf("partner")).toBe("my_day");
    const bad = await patch("reports");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain("Choose My day or the dashboard.");
    expect(await landingOf("partner")).toBe("my_day");
    expect((await patch(null)).json().data.user.landing_page).toBe("dashboard");
  });
});

describe("a counsellor's day: tasks, deadlines, missing documents, offers and passports", () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  let soon: number;
  let offer: number;
  let expiring: number;

  beforeAll(async () => {
    // Due before today and later today, for the owner; one for the counsellor that the owner's "mine" leaves out.
    const task = async (token: string, title: string, due_at: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/partner/tasks/",
        headers: bearer(token),
        payload: { title, due_at },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await task(owner, "Call the bank about the deposit", `${day(-2)}T10:00:00Z`);
    await task(owner, "Send the guarantor form", `${day(0)}T23:30:00Z`);
    await task(counsellor, "Chase the IELTS result", `${day(-1)}T09:00:00Z`);
    // A Draft application whose course closes in five days, its student with no document and a passport that ends
    // before the intake's start plus six months.
    soon = await application(owner, 5);
    const [row] = await app.db.select().from(applications).where(eq(applications.id, soon));
    await app.db
      .insert(courseDeadlines)
      .values({ course_id: row!.course_id, intake_id: row!.intake_id, closes_on: day(5) })
      .onConflictDoUpdate({
        target: [courseDeadlines.course_id, courseDeadlines.intake_id],
        set: { closes_on: day(5) },
      });
    expiring = row!.student_id;
    await app.db
      .update(students)
      .set({ passport_expiry: day(200) })
      .where(eq(students.id, expiring));
    // An offer awaiting the student's answer.
    offer = await application(owner, 6);
    const [conditional] = await app.db
      .select({ id: applicationStatuses.id })
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Conditional offer"));
    await app.db
      .update(applications)
      .set({ status_id: conditional!.id, offer_respond_by: day(3) })
      .where(eq(applications.id, offer));
    await app.versions.touch(main);
  });

  it("each section counts exactly what its list shows with the same filter, for the owner and the counsellor", async () => {
    for (const token of [owner, counsellor]) {
      const sections = await myDay(token);
      for (const key of ["overdue", "today", "deadlines", "documents", "offers", "passports"]) {
        const section = sections[key]!;
        const list = await listTotal(section, token);
        expect(section.count, key).toBe(list.count);
        expect(list.ids.slice(0, section.items.length), key).toEqual(section.items.map((i) => i.id));
      }
    }
  });

  it("shows the owner's own tasks, the application due soon, its missing documents, the offer and the passport", async () => {
    const sections = await myDay(owner);
    expect(sections.overdue!.items.map((i) => i.title)).toContain("Call the bank about the deposit");
    expect(sections.overdue!.items.map((i) => i.title)).not.toContain("Chase the IELTS result");
    expect(sections.today!.items.map((i) => i.title)).toContain("Send the guarantor form");
    expect(sections.deadlines!.items.find((i) => i.id === soon)).toMatchObject({
      date: day(5),
      link: `/partner/application/${soon}`,
    });
    expect(sections.deadlines!.list).toBe("/partner/application?deadline=soon&ordering=deadline");
    expect(sections.documents!.items.map((i) => i.id)).toContain(soon);
    expect(sections.offers!.items.find((i) => i.id === offer)).toMatchObject({ date: day(3) });
    expect(sections.passports!.items.find((i) => i.id === expiring)).toMatchObject({
      date: day(200),
      link: `/partner/student/${expiring}`,
    });
    const counsellorsDay = await myDay(counsellor);
    expect(counsellorsDay.overdue!.items.map((i) => i.title)).toEqual(["Chase the IELTS result"]);
  });

  it("drops a task once it is completed, and another partner sees none of it", async () => {
    const before = await myDay(owner);
    const done = before.overdue!.items.find((i) => i.title === "Call the bank about the deposit")!;
    const res = await app.inject({
      method: "POST",
      url: `/api/partner/tasks/${done.id}/complete/`,
      headers: bearer(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await myDay(owner);
    expect(after.overdue!.count).toBe(before.overdue!.count - 1);
    const theirs = await myDay(other);
    for (const key of ["deadlines", "documents", "offers"]) {
      expect(
        theirs[key]!.items.map((i) => i.id),
        key,
      ).not.toContain(soon);
      expect(
        theirs[key]!.items.map((i) => i.id),
        key,
      ).not.toContain(offer);
    }
    expect(theirs.passports!.items.map((i) => i.id)).not.toContain(expiring);
    expect(theirs.overdue!.items.map((i) => i.title)).not.toContain("Chase the IELTS result");
  });
});
