import type { DashboardData } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, applications, notifications, tickets } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { seedBooks, ticketRow } from "../../test/factories";

/**
 * Issue 20: wherever the partner's screens show a count of a list (dashboard figures, tab counts, badges, the
 * bell), it equals the count of that list. The Superadmin's equivalent is admin-dashboard.test.ts.
 */
let app: TestApp;
let partner: string;
let partnerUserId: number;

let heldStatus: number;
beforeAll(async () => {
  app = await buildTestApp();
  await seedBooks(app.db, [
    [1, 40, 21],
    [2, 10, 22],
  ]);
  // A status no longer offered still holds applications: they count somewhere.
  const [held] = await app.db
    .select({ status_id: applications.status_id })
    .from(applications)
    .where(eq(applications.partner_id, 1))
    .limit(1);
  heldStatus = held!.status_id;
  await app.db.update(applicationStatuses).set({ is_active: false }).where(eq(applicationStatuses.id, heldStatus));

  await app.db
    .insert(tickets)
    .values([
      ticketRow(1, "open", 4),
      ticketRow(1, "open", -2),
      ticketRow(1, "in_progress", -5),
      ticketRow(1, "resolved", -100),
      ticketRow(2, "open", 3),
    ]);

  const session = await login(app, "partner");
  partner = session.access;
  partnerUserId = session.user.id;
  await app.db.insert(notifications).values(
    Array.from({ length: 7 }, (_, i) => ({
      user_id: partnerUserId,
      kind: "test.count",
      title: `Notice ${i}`,
      body: "Something happened.",
      read_at: i % 3 === 0 ? new Date() : null,
    })),
  );
}, 120_000);
afterAll(async () => {
  // Statuses are reference data the worker's next test files share (test/db.ts): offer it again.
  await app.db.update(applicationStatuses).set({ is_active: true }).where(eq(applicationStatuses.id, heldStatus));
  await app.close();
});

const get = async (url: string, token = partner) => {
  const res = await app.inject({ url: `/api${url}`, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const countOf = async (url: string, token = partner) => (await get(url, token)).count as number;
const figures = async (token = partner, q = "") => (await get(`/partner/dashboard/${q}`, token)).data as DashboardData;
const monthRange = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `created_from=${month}-01&created_to=${month}-${String(last).padStart(2, "0")}`;
};

describe("the partner's counts equal the lists they count", () => {
  it("dashboard totals: students and applications, enrolments by status", async () => {
    const d = await figures();
    expect(d.totals.students).toBeGreaterThan(0);
    expect(await countOf("/partner/students/")).toBe(d.totals.students);
    expect(await countOf("/partner/application/")).toBe(d.totals.applications);
    const enrolled = d.by_stage.find((s) => s.name === "Enrolled")!;
    expect(await countOf(`/partner/application/?status=${enrolled.id}`)).toBe(d.totals.enrolments);
  });

  it("applications by stage, month, destination and provider equal the filtered applications list", async () => {
    const d = await figures();
    // Every application is in some stage, even one whose status is no longer offered.
    expect(d.by_stage.reduce((n, s) => n + s.count, 0)).toBe(d.totals.applications);
    for (const s of d.by_stage) expect(await countOf(`/partner/application/?status=${s.id}`), s.name).toBe(s.count);
    expect(d.per_month.reduce((n, m) => n + m.count, 0)).toBeGreaterThan(0);
    for (const m of d.per_month) {
      expect(await countOf(`/partner/application/?${monthRange(m.month)}`), m.month).toBe(m.count);
    }
    expect(d.by_destination.reduce((n, c) => n + c.count, 0)).toBe(d.totals.applications);
    for (const c of d.by_destination) {
      expect(await countOf(`/partner/application/?country=${c.id}`), c.name).toBe(c.count);
    }
    expect(d.top_providers.length).toBeGreaterThan(0);
    for (const p of d.top_providers) {
      expect(await countOf(`/partner/application/?provider=${p.id}`), p.name).toBe(p.count);
    }
  });

  it("months are UTC calendar months, as the list reads them, whatever the database session's time zone", async () => {
    // An application made at 20:00 UTC on the last day of last month is on the 1st of this month at UTC+14.
    const now = new Date();
    const lateLastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 20));
    const [first] = await app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.partner_id, 1))
      .limit(1);
    const [one] = await app.db
      .update(applications)
      .set({ created_at: lateLastMonth })
      .where(eq(applications.id, first!.id))
      .returning({ partner_id: applications.partner_id });
    // Written behind the API's back: the partner's cached list pages must be told (modules/fast-path).
    await app.versions.touch(one!.partner_id);
    await app.db.execute(sql`set time zone 'Pacific/Kiritimati'`);
    try {
      const d = await figures();
      for (const m of d.per_month.slice(-2)) {
        expect(await countOf(`/partner/application/?${monthRange(m.month)}`), m.month).toBe(m.count);
      }
    } finally {
      await app.db.execute(sql`set time zone 'UTC'`);
    }
  });

  it("a sub-login's own figures equal the lists of what it created", async () => {
    const sub = await login(app, "counsellor");
    const d = await figures(sub.access, "?scope=mine");
    expect(d.scope).toBe("mine");
    expect(await countOf(`/partner/students/?created_by=${sub.user.id}`, sub.access)).toBe(d.totals.students);
    // The applications list has no "created by" filter: its own applications are counted in the table.
    const [mine] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.partner_id, 1), eq(applications.created_by, sub.user.id)));
    expect(d.totals.applications).toBe(mine!.n);
    expect(d.by_stage.reduce((n, s) => n + s.count, 0)).toBe(d.totals.applications);
  });

  it("a student's Applications tab count equals the student's applications list", async () => {
    const list = (await get("/partner/students/?page_size=100")).results.data as {
      id: number;
      applications_count: number;
    }[];
    expect(list.some((s) => s.applications_count > 1)).toBe(true);
    for (const s of list.slice(0, 15)) {
      const one = (await get(`/partner/students/${s.id}/`)).data;
      expect(one.applications_count, `student ${s.id}`).toBe(s.applications_count);
      expect(await countOf(`/partner/application/?student=${s.id}`), `student ${s.id}`).toBe(s.applications_count);
    }
  });

  it("the bell's unread count equals the unread list, and follows a read", async () => {
    const all = await get("/notifications/?page_size=100");
    const unread = await get("/notifications/?unread=true&page_size=100");
    expect(all.results.unread_count).toBe(unread.count);
    expect(unread.count).toBeGreaterThanOrEqual(4);
    const first = unread.results.data[0] as { id: number };
    const read = await app.inject({
      method: "POST",
      url: `/api/notifications/${first.id}/read/`,
      headers: bearer(partner),
    });
    expect(read.statusCode, read.body).toBeLessThan(300);
    const after = await get("/notifications/?page_size=1");
    expect(after.results.unread_count).toBe(unread.count - 1);
    expect(await countOf("/notifications/?unread=true")).toBe(unread.count - 1);
    const [left] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.user_id, partnerUserId), sql`${notifications.read_at} is null`));
    expect(left!.n).toBe(unread.count - 1);
  });

  it("the support tabs' counts per status equal the tickets list by status", async () => {
    const list = await get("/partner/tickets/");
    const counts = list.results.counts as Record<string, number>;
    expect(counts).toMatchObject({ open: 2, in_progress: 1, resolved: 1 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(list.count);
    for (const [status, n] of Object.entries(counts)) {
      expect(await countOf(`/partner/tickets/?status=${status}`), status).toBe(n);
    }
  });

  it("the payments chips per status and the overdue alert equal the payments list so filtered", async () => {
    const s = (await get("/partner/payments/summary/")).data as {
      by_status: Record<string, number>;
      overdue: number;
      currencies: { currency: string; records: number }[];
    };
    const total = Object.values(s.by_status).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    expect(await countOf("/partner/payments/")).toBe(total);
    for (const [status, n] of Object.entries(s.by_status)) {
      expect(await countOf(`/partner/payments/?status=${status}`), status).toBe(n);
    }
    expect(await countOf("/partner/payments/?overdue=true")).toBe(s.overdue);
    for (const c of s.currencies) expect(await countOf(`/partner/payments/?currency=${c.currency}`)).toBe(c.records);
  });
});
