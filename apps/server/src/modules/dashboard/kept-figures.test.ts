import type { DashboardData } from "@pp/shared";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import type { PartnerContext } from "../../plugins/partner-context";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, courseAndIntake, seedBooks } from "../../test/factories";
import { createDashboardQueries } from "./queries";

/**
 * Issue 34: the partner dashboard reads figures PostgreSQL keeps current in the transaction of every write
 * (`dashboard_figures`, migration 0027, docs/decisions/041). Each kind of write that moves a figure is made below, one
 * after the other, and after each one every figure, for the whole partner and for each creating user ("mine"), must
 * equal what the queries it replaced count from the rows. Those queries are kept here as the reference.
 */

/** The dashboard as it was computed before migration 0027: six counts over the partner's rows. */
async function reference(db: Db, pid: number, userId: number | null): Promise<Omit<DashboardData, "scope">> {
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const mineApps = userId !== null ? sql` and a.created_by = ${userId}` : sql``;
  const mineStudents = userId !== null ? sql` and s.created_by = ${userId}` : sql``;
  const [t] = await rows<{
    students: number;
    applications: number;
    offers: number;
    visas: number;
    enrolled: number;
    submitted: number;
  }>(sql`
    select
      (select count(*)::int from students s where s.partner_id = ${pid}${mineStudents}) as students,
      count(*)::int as applications,
      count(*) filter (where a.offer_type is not null)::int as offers,
      count(*) filter (where exists (select 1 from application_events e join application_statuses x on x.id = e.to_status_id
                                     where e.application_id = a.id and x.name = 'Visa granted'))::int as visas,
      count(*) filter (where st.name = 'Enrolled')::int as enrolled,
      count(*) filter (where a.submitted_at is not null)::int as submitted
    from applications a join application_statuses st on st.id = a.status_id
    where a.partner_id = ${pid}${mineApps}`);
  const byStage = await rows<{ id: number; name: string; colour: string; count: number }>(sql`
    select st.id, st.name, st.colour, count(a.id)::int as count
    from application_statuses st
    left join applications a on a.status_id = st.id and a.partner_id = ${pid}${mineApps}
    group by st.id
    having st.is_active or count(a.id) > 0
    order by st.sort_order`);
  const perMonth = await rows<{ month: string; count: number }>(sql`
    select to_char(m.month, 'YYYY-MM') as month, count(a.id)::int as count
    from generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months',
                         date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
    left join applications a on date_trunc('month', a.created_at at time zone 'UTC') = m.month and a.partner_id = ${pid}${mineApps}
    group by m.month order by m.month`);
  // The one change to the old queries: ties of count and name are ordered by id, as the kept figures order them.
  const byDestination = await rows<{ id: number; name: string; count: number }>(sql`
    select c.id, c.name, count(*)::int as count
    from applications a join courses k on k.id = a.course_id join education_providers p on p.id = k.provider_id
    join countries c on c.id = p.country_id
    where a.partner_id = ${pid}${mineApps}
    group by c.id order by count desc, c.name, c.id`);
  const topProviders = await rows<{ id: number; name: string; count: number }>(sql`
    select p.id, p.name, count(*)::int as count
    from applications a join courses k on k.id = a.course_id join education_providers p on p.id = k.provider_id
    where a.partner_id = ${pid}${mineApps}
    group by p.id order by count desc, p.name, p.id limit 5`);
  const recent = await rows<{
    application_id: number;
    student: string;
    course: string;
    to: string;
    by: string | null;
    at: Date | string;
  }>(sql`
    select e.application_id, s.first_name || ' ' || s.last_name as student, k.name as course, st.name as "to",
           u.name as by, e.created_at as at
    from application_events e
    join applications a on a.id = e.application_id
    join students s on s.id = a.student_id
    join courses k on k.id = a.course_id
    join application_statuses st on st.id = e.to_status_id
    left join users u on u.id = e.by_user_id
    where a.partner_id = ${pid}${mineApps}
    order by e.created_at desc, e.id desc limit 10`);
  return {
    totals: {
      students: t!.students,
      applications: t!.applications,
      offers: t!.offers,
      visas_granted: t!.visas,
      enrolments: t!.enrolled,
      conversion_rate: t!.submitted ? Math.round((t!.enrolled / t!.submitted) * 1000) / 1000 : 0,
    },
    by_stage: byStage,
    per_month: perMonth,
    by_destination: byDestination,
    top_providers: topProviders,
    recent_activity: recent.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
  };
}

let app: TestApp;
let owner: string;
let counsellor: string;
let partner2: string;
let admin: string;
let ownerId: number;
let counsellorId: number;
let partner2Id: number;
/** A sub-login made behind the API's back (a script), deleted by the last case. */
let scriptUserId: number;
let visaStatus: number;
const made: { students: number[]; applications: number[] } = { students: [], applications: [] };

const rows = async <T>(q: SQL) => ((await app.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T>(q: SQL) => (await rows<T>(q))[0]!;
const statusId = async (name: string) =>
  (await one<{ id: number }>(sql`select id from application_statuses where name = ${name}`)).id;
const call = async (method: "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) => {
  const res = await app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.body ? res.json().data : undefined;
};
const adminMove = (id: number, status: number) =>
  call("POST", `/admin/applications/${id}/move/`, admin, { status_id: status, note: "Moved by the test." });
/** An application of the partner's: the newest made by `userId`, or any when null. */
const anApplication = async (pid: number, userId: number | null, status?: string) =>
  (
    await one<{ id: number }>(sql`
      select a.id from applications a join application_statuses st on st.id = a.status_id
      where a.partner_id = ${pid} and not st.is_terminal
      ${userId === null ? sql`` : sql`and a.created_by = ${userId}`}
      ${status ? sql`and st.name = ${status}` : sql``}
      order by a.id desc limit 1`)
  ).id;

beforeAll(async () => {
  app = await buildTestApp();
  await seedBooks(app.db, [
    [1, 24, 31],
    [2, 8, 32],
  ]);
  const o = await login(app, "partner");
  const c = await login(app, "counsellor");
  const p2 = await login(app, "partner2");
  owner = o.access;
  counsellor = c.access;
  partner2 = p2.access;
  ownerId = o.user.id;
  counsellorId = c.user.id;
  partner2Id = p2.user.id;
  admin = (await login(app, "admin")).access;
  visaStatus = await statusId("Visa granted");
  scriptUserId = (
    await one<{ id: number }>(sql`
      insert into users (email, password_hash, name, role, partner_id, is_sub_login)
      values ('script.user@example.com', 'x', 'Script User', 'Partner', 1, true) returning id`)
  ).id;
}, 120_000);
afterAll(async () => {
  // Statuses are reference data the worker's next test files share (test/db.ts): the name goes back.
  await app.db.execute(sql`update application_statuses set name = 'Visa granted' where id = ${visaStatus}`);
  await app.close();
});

const queries = () => createDashboardQueries(app.db);
const ctx = (partnerId: number, userId: number) =>
  ({ partnerId, userId, isSubLogin: false, permissions: [] }) as unknown as PartnerContext;

/** Every figure of both partners, whole and per creating user, equals the reference. */
async function expectKeptEqualsCounted() {
  const partners: [number, number[]][] = [
    [1, [ownerId, counsellorId, scriptUserId]],
    [2, [partner2Id]],
  ];
  for (const [pid, users] of partners) {
    const { scope, ...whole } = await queries().figures(ctx(pid, users[0]!), "partner");
    expect(scope).toBe("partner");
    expect(whole, `partner ${pid}`).toEqual(await reference(app.db, pid, null));
    for (const u of users) {
      const { scope: mine, ...own } = await queries().figures(ctx(pid, u), "mine");
      expect(mine).toBe("mine");
      expect(own, `partner ${pid}, user ${u}`).toEqual(await reference(app.db, pid, u));
    }
  }
  // A shard may go below zero (a record added on one connection, moved on another), a figure never does.
  const negative = await one<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from dashboard_figures group by partner_id, created_by, kind, key
                                    having sum(n) < 0) x`);
  expect(negative.n).toBe(0);
  // The events' copies of their application's partner and creator (the recent activity's) are the application's.
  const astray = await one<{ n: number }>(sql`
    select count(*)::int as n from application_events e join applications a on a.id = e.application_id
    where (e.partner_id, e.application_created_by) is distinct from (a.partner_id, a.created_by)`);
  expect(astray.n).toBe(0);
}

type Case = { write: string; run: () => Promise<void> };
const cases: Case[] = [
  { write: "the seeded books (bulk inserts of students, applications and timelines)", run: async () => {} },
  {
    write: "the owner adds a student (the one-statement unit)",
    run: async () => void made.students.push(await addStudent(app, owner)),
  },
  {
    write: "a sub-login adds students",
    run: async () => {
      made.students.push(await addStudent(app, counsellor));
      made.students.push(await addStudent(app, counsellor));
    },
  },
  { write: "the other partner adds a student", run: async () => void (await addStudent(app, partner2)) },
  {
    write: "a student is deleted",
    run: async () => void (await call("DELETE", `/partner/students/${made.students.pop()}/`, owner)),
  },
  {
    write: "a sub-login and the owner create applications",
    run: async () => {
      const target = await courseAndIntake(app.db);
      for (const [token, student] of [
        [counsellor, made.students[1]!],
        [owner, made.students[0]!],
      ] as const) {
        made.applications.push(
          (await call("POST", "/partner/application/", token, { student_id: student, ...target })).id,
        );
      }
    },
  },
  {
    write: "the Superadmin moves applications to Submitted (submitted_at is set)",
    run: async () => {
      for (const id of made.applications) await adminMove(id, await statusId("Submitted"));
    },
  },
  {
    write: "an offer: moved to Conditional offer and its offer recorded",
    run: async () => {
      const id = made.applications[0]!;
      await adminMove(id, await statusId("Conditional offer"));
      await app.db.execute(sql`update applications set offer_type = 'conditional' where id = ${id}`);
    },
  },
  {
    write: "moved to Visa granted",
    run: async () => void (await adminMove(made.applications[0]!, visaStatus)),
  },
  {
    write: "moved on from Visa granted to Enrolled (the visa stays counted)",
    run: async () => void (await adminMove(made.applications[0]!, await statusId("Enrolled"))),
  },
  {
    write: "an application of the seeded book moved to Visa granted, then to Visa granted's neighbour",
    run: async () => {
      const id = await anApplication(1, ownerId, "Visa lodged");
      await adminMove(id, visaStatus);
      await adminMove(id, await statusId("Visa refused"));
    },
  },
  {
    write: "the partner withdraws applications",
    run: async () => {
      await call("POST", `/partner/application/${made.applications[1]!}/withdraw/`, owner, { note: "No." });
      await call("POST", `/partner/application/${await anApplication(2, null)}/withdraw/`, partner2, { note: "No." });
    },
  },
  {
    write: "bulk actions: a tag and a counsellor on many applications and students",
    run: async () => {
      const ids = (await rows<{ id: number }>(sql`select id from applications where partner_id = 1 limit 20`)).map(
        (r) => r.id,
      );
      await call("POST", "/partner/application/bulk/add-tag/", owner, { ids, tag: "kept" });
      await call("POST", "/partner/application/bulk/assign-counsellor/", owner, { ids, counsellor_id: counsellorId });
      await call("POST", "/partner/students/bulk/add-tag/", owner, { selection: { all: true, filters: {} }, tag: "x" });
    },
  },
  {
    write: "an application moved to another month (a write outside a request)",
    run: async () => {
      await app.db.execute(sql`
        update applications set created_at = date_trunc('month', now()) - interval '40 days'
        where id = ${await anApplication(1, counsellorId)}`);
    },
  },
  {
    write: "the Superadmin moves a course to a provider in another country",
    run: async () => {
      const [a] = await rows<{ course_id: number; country_id: number; name: string; level: number }>(sql`
        select a.course_id, p.country_id, k.name, k.study_level_id as level from applications a
        join courses k on k.id = a.course_id join education_providers p on p.id = k.provider_id
        where a.partner_id = 1 order by a.id limit 1`);
      const other = await one<{ id: number }>(sql`
        select p.id from education_providers p where p.country_id <> ${a!.country_id}
        and not exists (select 1 from courses k where k.provider_id = p.id and k.name = ${a!.name} and k.study_level_id = ${a!.level})
        order by p.id limit 1`);
      await call("PATCH", `/admin/courses/${a!.course_id}/`, admin, { provider_id: other.id });
    },
  },
  {
    write: "the Superadmin moves a provider to another country",
    run: async () => {
      const [p] = await rows<{ id: number; country_id: number }>(sql`
        select p.id, p.country_id from applications a join courses k on k.id = a.course_id
        join education_providers p on p.id = k.provider_id where a.partner_id = 2 order by a.id limit 1`);
      const other = await one<{ id: number }>(sql`
        select id from countries where is_study_destination and id <> ${p!.country_id} order by id limit 1`);
      await call("PATCH", `/admin/providers/${p!.id}/`, admin, { country_id: other.id });
    },
  },
  {
    write: "a status renamed from 'Visa granted' in the Masters",
    run: async () =>
      void (await call("PATCH", `/masters/application-statuses/${visaStatus}/`, admin, { name: "Visa approved" })),
  },
  {
    write: "and renamed back to 'Visa granted'",
    run: async () =>
      void (await call("PATCH", `/masters/application-statuses/${visaStatus}/`, admin, { name: "Visa granted" })),
  },
  {
    write: "a bulk insert of applications and their timelines, as the large seed and imports write",
    run: async () => {
      const course = await one<{ id: number }>(sql`select id from courses order by id desc limit 1`);
      await app.db.execute(sql`
        insert into applications (partner_id, student_id, course_id, intake_id, status_id, created_by, offer_type, submitted_at, created_at)
        select s.partner_id, s.id, ${course.id}, (select id from intakes order by id limit 1),
               (select id from application_statuses order by (id * 7 + s.id) % 17 limit 1), s.created_by,
               case when s.id % 3 = 0 then 'unconditional' end, case when s.id % 2 = 0 then now() end,
               now() - (s.id % 5) * interval '1 month'
        from students s where s.partner_id in (1, 2)`);
      await app.db.execute(sql`
        insert into application_events (application_id, to_status_id, by_user_id, created_at)
        select a.id, case when a.id % 4 = 0 then ${visaStatus} else a.status_id end, a.created_by, a.created_at
        from applications a where a.course_id = ${course.id}`);
    },
  },
  {
    write: "rows of a sub-login made by a script, then the sub-login deleted (its records lose their creator)",
    run: async () => {
      const s = await one<{ id: number }>(sql`
        insert into students (partner_id, created_by, first_name, last_name, email)
        values (1, ${scriptUserId}, 'Scripted', 'Student', 'scripted@students.example') returning id`);
      const target = await courseAndIntake(app.db);
      const a = await one<{ id: number }>(sql`
        insert into applications (partner_id, student_id, course_id, intake_id, status_id, created_by)
        values (1, ${s.id}, ${target.course_id}, ${target.intake_id}, ${visaStatus}, ${scriptUserId}) returning id`);
      await app.db.execute(sql`
        insert into application_events (application_id, to_status_id, by_user_id) values (${a.id}, ${visaStatus}, ${scriptUserId})`);
      await expectKeptEqualsCounted();
      await app.db.execute(sql`delete from users where id = ${scriptUserId}`);
    },
  },
  {
    write: "events changed and deleted directly: a visa taken back, another given",
    run: async () => {
      const visa = await one<{ id: number; application_id: number }>(sql`
        select e.id, e.application_id from application_events e where e.to_status_id = ${visaStatus} order by e.id limit 1`);
      await app.db.execute(
        sql`delete from application_events where application_id = ${visa.application_id} and to_status_id = ${visaStatus}`,
      );
      await app.db.execute(sql`
        update application_events set to_status_id = ${visaStatus}
        where id = (select min(e.id) from application_events e join applications a on a.id = e.application_id
                    where a.partner_id = 2 and e.to_status_id <> ${visaStatus})`);
    },
  },
  {
    write: "applications deleted directly, one with a visa (their events go with them)",
    run: async () => {
      await app.db.execute(sql`
        delete from applications where id in (
          (select min(application_id) from application_events where to_status_id = ${visaStatus}),
          (select max(id) from applications where partner_id = 2))`);
    },
  },
];

describe("the kept dashboard figures equal the counts they replace", () => {
  it.each(cases)("after $write", async ({ run }) => {
    await run();
    await expectKeptEqualsCounted();
  });

  it("are read from the kept rows, not counted from the applications", async () => {
    // Behind the triggers' back (session_replication_role = replica turns user triggers off): the kept figure stays.
    const before = (await queries().figures(ctx(2, partner2Id), "partner")).totals.students;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into students (partner_id, created_by, first_name, last_name, email)
        values (2, ${partner2Id}, 'Unseen', 'Student', 'unseen@students.example')`);
    });
    expect((await queries().figures(ctx(2, partner2Id), "partner")).totals.students).toBe(before);
  });
});
