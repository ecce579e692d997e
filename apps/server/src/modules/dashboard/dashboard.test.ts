import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { adminId, partnerUsers, seedBook } from "../../seed/book";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

let app: TestApp;
const one = async (q: ReturnType<typeof sql>) =>
  ((await app.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
beforeAll(async () => {
  app = await buildTestApp();
  await seedBook(app.db, {
    partnerId: 1,
    userIds: await partnerUsers(app.db, 1),
    adminId: await adminId(app.db),
    students: 40,
    applications: 80,
    seed: 7,
  });
  await seedBook(app.db, {
    partnerId: 2,
    userIds: await partnerUsers(app.db, 2),
    adminId: await adminId(app.db),
    students: 5,
    applications: 9,
    seed: 8,
  });
});
afterAll(() => app.close());

const dashboard = async (token: string, q = "") =>
  app.inject({ url: `/api/partner/dashboard/${q}`, headers: bearer(token) });

describe("GET /api/partner/dashboard/", () => {
  it("gives the partner its real figures", async () => {
    const res = await dashboard((await login(app, "partner")).access);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.scope).toBe("partner");
    expect(d.totals.students).toBe(40);
    expect(d.totals.applications).toBe(80);
    expect(d.totals.enrolments).toBe(
      await one(
        sql`select count(*)::int as n from applications a join application_statuses s on s.id = a.status_id where a.partner_id = 1 and s.name = 'Enrolled'`,
      ),
    );
    expect(d.totals.offers).toBe(
      await one(sql`select count(*)::int as n from applications where partner_id = 1 and offer_type is not null`),
    );
    expect(d.by_stage).toHaveLength(17);
    expect(d.by_stage.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(80);
    expect(d.per_month).toHaveLength(12);
    expect(d.by_destination.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(80);
    expect(d.top_providers.length).toBeLessThanOrEqual(5);
    expect(d.recent_activity).toHaveLength(10);
    expect(d.totals.conversion_rate).toBeGreaterThanOrEqual(0);
    expect(d.totals.conversion_rate).toBeLessThanOrEqual(1);
  });

  it("never mixes partners", async () => {
    const d = (await dashboard((await login(app, "partner2")).access)).json().data;
    expect(d.totals).toMatchObject({ students: 5, applications: 9 });
  });

  it("limits a sub-login without applications.view to what it created", async () => {
    await app.db
      .update(users)
      .set({ permissions: ["students.view", "students.manage"] })
      .where(eq(users.email, "counsellor@example.com"));
    const sub = await login(app, "counsellor");
    const d = (await dashboard(sub.access, "?scope=partner")).json().data;
    expect(d.scope).toBe("mine");
    expect(d.totals.students).toBe(
      await one(sql`select count(*)::int as n from students where created_by = ${sub.user.id}`),
    );
    expect(d.totals.students).toBeLessThan(40);
  });

  it("rejects a bad scope and the Superadmin", async () => {
    expect((await dashboard((await login(app, "partner")).access, "?scope=all")).statusCode).toBe(400);
    expect((await dashboard((await login(app, "admin")).access)).statusCode).toBe(403);
  });
});
