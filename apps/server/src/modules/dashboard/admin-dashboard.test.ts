import type { AdminDashboardData } from "@pp/shared";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, commissions, partners, students, tickets } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, waitForJob, waitUntil } from "../../test/app";
import { seedBooks, ticketRow } from "../../test/factories";
import { createAdminDashboardQueries, monthRange, STAYS_TTL_MS } from "./admin-queries";

let app: TestApp;
let admin: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A book of applications for two partners, commission records, tickets in every state, extra partners and a failed job. */
beforeAll(async () => {
  app = await buildTestApp();
  await seedBooks(app.db, [
    [1, 40, 7],
    [2, 12, 8],
  ]);
  // The demo book is dated before a fixed day: move a few students and applications into this month and last.
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
  const someStudents = (await app.db.select({ id: students.id }).from(students).orderBy(students.id).limit(7)).map(
    (s) => s.id,
  );
  await app.db
    .update(students)
    .set({ created_at: now })
    .where(inArray(students.id, someStudents.slice(0, 3)));
  await app.db
    .update(students)
    .set({ created_at: lastMonth })
    .where(inArray(students.id, someStudents.slice(3)));
  const someApps = (
    await app.db.select({ id: applications.id }).from(applications).orderBy(applications.id).limit(9)
  ).map((a) => a.id);
  await app.db
    .update(applications)
    .set({ created_at: now })
    .where(inArray(applications.id, someApps.slice(0, 5)));
  await app.db
    .update(applications)
    .set({ created_at: lastMonth })
    .where(inArray(applications.id, someApps.slice(5)));

  // Whatever the seed drew: one claim unpaid for 120 days (overdue) and one record paid.
  const someCommissions = (
    await app.db.select({ id: commissions.id }).from(commissions).orderBy(commissions.id).limit(2)
  ).map((c) => c.id);
  expect(someCommissions).toHaveLength(2);
  await app.db
    .update(commissions)
    .set({ status: "claimed", claimed_at: new Date(Date.now() - 120 * DAY) })
    .where(eq(commissions.id, someCommissions[0]!));
  await app.db
    .update(commissions)
    .set({ status: "paid", received_amount: "1000.00", received_date: "2026-01-15", paid_at: new Date() })
    .where(eq(commissions.id, someCommissions[1]!));

  await app.db.insert(partners).values([
    { company_name: "Waiting Agency", contact_name: "Wen", contact_email: "wen@example.org", status: "pending" },
    { company_name: "Paused Agency", contact_name: "Pia", contact_email: "pia@example.org", status: "suspended" },
    { company_name: "Declined Agency", contact_name: "Dov", contact_email: "dov@example.org", status: "rejected" },
  ]);
  const t = (status: string, dueInHours: number, responded = false) => ticketRow(1, status, dueInHours, responded);
  await app.db
    .insert(tickets)
    .values([
      t("open", 4),
      t("open", -2),
      t("in_progress", -5),
      t("awaiting_partner", 2, true),
      t("resolved", -100, true),
    ]);

  await app.jobs.work(
    "test.dashboard-failing",
    async () => {
      throw new Error("the outside service said no");
    },
    { retryLimit: 0 },
  );
  const id = (await app.uow.run(() => app.jobs.send("test.dashboard-failing", {}))) as string;
  await waitForJob(app, id, "failed");
  admin = (await login(app, "admin")).access;
}, 120_000);
afterAll(() => app.close());

const get = (url: string, token = admin) => app.inject({ url: `/api${url}`, headers: bearer(token) });
const countOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().count as number;
};
const totalApplications = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n;
const figures = async () => {
  const res = await get("/admin/dashboard/");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminDashboardData;
};

describe("GET /api/admin/dashboard/", () => {
  it("is the Superadmin's only: a partner gets 403, a sub-login 403, a stranger 401", async () => {
    expect((await get("/admin/dashboard/", (await login(app, "partner")).access)).statusCode).toBe(403);
    expect((await get("/admin/dashboard/", (await login(app, "counsellor")).access)).statusCode).toBe(403);
    expect((await app.inject({ url: "/api/admin/dashboard/" })).statusCode).toBe(401);
    expect((await get("/admin/students/", (await login(app, "partner")).access)).statusCode).toBe(403);
    expect((await app.inject({ url: "/api/admin/students/" })).statusCode).toBe(401);
  });

  it("partners by state equal the partners list filtered by that state", async () => {
    const d = await figures();
    expect(d.partners).toMatchObject({ pending: 1, suspended: 1, rejected: 1 });
    expect(d.partners.active).toBeGreaterThanOrEqual(2);
    for (const status of ["pending", "active", "suspended", "rejected"] as const) {
      expect(await countOf(`/admin/partners/?status=${status}`), status).toBe(d.partners[status]);
    }
  });

  it("this month and last month equal the students and applications lists filtered by creation dates", async () => {
    const d = await figures();
    expect(d.this_month).toMatchObject({ ...monthRange(new Date(), 0), students: 3, applications: 5 });
    expect(d.last_month).toMatchObject(monthRange(new Date(), 1));
    expect(d.last_month.students).toBeGreaterThanOrEqual(4);
    expect(d.last_month.applications).toBeGreaterThanOrEqual(4);
    for (const m of [d.this_month, d.last_month]) {
      const range = `created_from=${m.created_from}&created_to=${m.created_to}`;
      expect(await countOf(`/admin/students/?${range}`), `students ${m.month}`).toBe(m.students);
      expect(await countOf(`/admin/applications/?${range}`), `applications ${m.month}`).toBe(m.applications);
    }
  });

  it("the pipeline's counts equal the applications list by status, with the median time in each status", async () => {
    const d = await figures();
    expect(d.pipeline.reduce((n, s) => n + s.count, 0)).toBe(await totalApplications());
    expect(d.pipeline.filter((s) => s.count > 0).length).toBeGreaterThan(3);
    for (const s of d.pipeline) {
      expect(await countOf(`/admin/applications/?status=${s.id}`), s.name).toBe(s.count);
    }
    // Draft always leads somewhere in the demo book (2 to 12 days later): a median within those bounds.
    const draft = d.pipeline.find((s) => s.name === "Draft")!;
    expect(draft.stays).toBeGreaterThan(0);
    expect(draft.median_days).toBeGreaterThanOrEqual(1);
    expect(draft.median_days).toBeLessThanOrEqual(400);
    // A terminal status is never left: no stays, no median.
    const enrolled = d.pipeline.find((s) => s.name === "Enrolled")!;
    expect(enrolled.median_days).toBeNull();
    expect(enrolled.stays).toBe(0);
  });

  it("tickets by status and SLA breaches equal the support queue's filtered counts", async () => {
    const d = await figures();
    expect(d.tickets).toEqual({ open: 2, in_progress: 1, awaiting_partner: 1, breached: 2 });
    expect(await countOf("/admin/tickets/?status=open")).toBe(d.tickets.open);
    expect(await countOf("/admin/tickets/?status=in_progress")).toBe(d.tickets.in_progress);
    expect(await countOf("/admin/tickets/?status=awaiting_partner")).toBe(d.tickets.awaiting_partner);
    expect(await countOf("/admin/tickets/?breached=true")).toBe(d.tickets.breached);
  });

  it("commission per currency equals the payments list by currency, paid and overdue, and the amounts add up", async () => {
    const d = await figures();
    expect(d.commission.length).toBeGreaterThan(0);
    expect(d.commission.reduce((n, c) => n + c.overdue, 0)).toBeGreaterThan(0);
    expect(d.commission.reduce((n, c) => n + c.paid, 0)).toBeGreaterThan(0);
    for (const c of d.commission) {
      expect(await countOf(`/admin/payments/?currency=${c.currency}`), c.currency).toBe(c.records);
      expect(await countOf(`/admin/payments/?currency=${c.currency}&status=paid`), `${c.currency} paid`).toBe(c.paid);
      expect(await countOf(`/admin/payments/?currency=${c.currency}&overdue=true`), `${c.currency} overdue`).toBe(
        c.overdue,
      );
      const summary = (await get(`/admin/payments/summary/?currency=${c.currency}`)).json().data;
      expect(summary.currencies[0].expected).toBe(c.expected);
      expect(summary.overdue).toBe(c.overdue);
      expect(Number(c.received)).toBeLessThanOrEqual(Number(summary.currencies[0].received));
    }
  });

  it("top partners and providers equal the applications list by partner and by provider", async () => {
    const d = await figures();
    expect(d.top_partners.map((p) => p.id)).toEqual([1, 2]);
    expect(d.top_partners[0]!.count).toBeGreaterThan(d.top_partners[1]!.count);
    expect(d.top_providers.length).toBeGreaterThan(0);
    expect(d.top_providers.length).toBeLessThanOrEqual(5);
    for (const p of d.top_partners) expect(await countOf(`/admin/applications/?partner=${p.id}`), p.name).toBe(p.count);
    for (const p of d.top_providers) {
      expect(await countOf(`/admin/applications/?provider=${p.id}`), p.name).toBe(p.count);
    }
  });

  it("failed background jobs equal the jobs list in state failed, with the newest's error", async () => {
    const d = await figures();
    expect(d.jobs.failed).toBeGreaterThanOrEqual(1);
    expect(await countOf("/admin/jobs/?state=failed")).toBe(d.jobs.failed);
    expect(d.jobs.recent).toContainEqual(
      expect.objectContaining({ kind: "test.dashboard-failing", error: "the outside service said no" }),
    );
  });
});

describe("the time in status", () => {
  it("is kept for a few minutes for every instance, then refreshed in the background; the counts are always live", async () => {
    const queries = createAdminDashboardQueries(app.db, app.jobs);
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    const draftOf = (d: AdminDashboardData) => d.pipeline.find((s) => s.name === "Draft")!;
    const enrolledOf = (d: AdminDashboardData) => d.pipeline.find((s) => s.name === "Enrolled")!;
    const first = await queries.figures(at(0));
    const before = draftOf(first);
    expect(before.median_days).not.toBeNull();

    // Every timeline goes, and one application is enrolled: the count follows at once, the median not yet.
    await app.db.execute(sql`delete from application_events`);
    const enrolledId = enrolledOf(first).id;
    const [moving] = await app.db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`${applications.status_id} <> ${enrolledId}`)
      .limit(1);
    await app.db.update(applications).set({ status_id: enrolledId }).where(eq(applications.id, moving!.id));
    const soon = await queries.figures(at(60_000));
    expect(draftOf(soon).median_days).toBe(before.median_days);
    // Another instance answers the same medians (one row in PostgreSQL, not a cache per process).
    const other = createAdminDashboardQueries(app.db, app.jobs);
    expect(draftOf(await other.figures(at(61_000))).median_days).toBe(before.median_days);
    expect(enrolledOf(soon).count).toBe(enrolledOf(first).count + 1);
    expect(await countOf(`/admin/applications/?status=${enrolledId}`)).toBe(enrolledOf(soon).count);

    // Past the time to live: the old medians answer once more while fresh ones load, then the fresh ones.
    const stale = await queries.figures(at(STAYS_TTL_MS + 1000));
    expect(draftOf(stale).median_days).toBe(before.median_days);
    await waitUntil(async () => draftOf(await queries.figures(at(STAYS_TTL_MS + 2000))).median_days === null);
    expect(draftOf(await queries.figures(at(STAYS_TTL_MS + 3000))).stays).toBe(0);
  });
});

describe("GET /api/admin/students/", () => {
  it("lists every partner's students with their partner and applications, filtered and paged", async () => {
    const all = (await get("/admin/students/?page_size=100")).json();
    expect(all.count).toBe(52);
    expect(new Set(all.results.data.map((s: { partner: { id: number } }) => s.partner.id))).toEqual(new Set([1, 2]));
    expect(await countOf("/admin/students/?partner=2")).toBe(12);
    const first = all.results.data[0];
    const found = (await get(`/admin/students/?search=${encodeURIComponent(first.email)}`)).json();
    expect(found.results.data.map((s: { id: number }) => s.id)).toContain(first.id);
    expect((await get("/admin/students/?created_from=yesterday")).statusCode).toBe(400);
    // A day's filter covers that whole UTC day.
    const today = new Date().toISOString().slice(0, 10);
    expect(await countOf(`/admin/students/?created_from=${today}&created_to=${today}`)).toBe(3);
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    expect(await countOf(`/admin/students/?created_from=${tomorrow}`)).toBe(0);
  });
});
