import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { hashPassword } from "../lib/crypto";

/**
 * Benchmark data (`--size large`): 500 partners, 200,000 students (10,000 of them the demo partner's),
 * 300,000 applications, 2,000 providers and 50,000 courses. Built set-wise in SQL with arithmetic instead of
 * random(), so it is the same every time; skipped when it is already there.
 */
export async function seedLarge(db: Db, log: (line: string) => void = () => {}) {
  const count = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  if ((await count(sql`select count(*)::int as n from applications`)) >= 300000) return;
  const t0 = Date.now();
  const step = async (label: string, q: ReturnType<typeof sql>) => {
    const t = Date.now();
    await db.execute(q);
    log(`  ${label} (${Date.now() - t} ms)`);
  };

  await step(
    "providers",
    sql`insert into education_providers (name, country_id, city, type, website, description)
        select 'Bench Provider ' || g, d.id, 'City ' || (g % 50), (array['university','college','school'])[1 + g % 3],
               'https://provider' || g || '.example', 'Benchmark provider ' || g
        from generate_series(1, 2000 - (select count(*) from education_providers)) g
        join lateral (select id from countries where is_study_destination order by id offset (g % 8) limit 1) d on true
        on conflict do nothing`,
  );
  await step(
    "courses",
    sql`insert into courses (provider_id, name, study_level_id, discipline, duration_months, tuition_fee, currency, application_fee, intake_months, requirements)
        select p.id, 'Bench Course ' || p.id || '-' || k, l.study_level_id,
               (array['Business','Computer Science','Engineering','Nursing','Data Science','Law','Media','Finance'])[1 + (p.id + k) % 8],
               12 + 12 * (k % 3), 8000 + ((p.id * 37 + k * 101) % 40000), coalesce(c.currency, 'USD'), 50, array[1, 9]::smallint[], 'IELTS 6.5'
        from education_providers p
        join countries c on c.id = p.country_id
        cross join generate_series(1, 25) k
        join lateral (select study_level_id from country_study_levels where country_id = p.country_id
                      order by study_level_id offset (k % greatest(1, (select count(*) from country_study_levels where country_id = p.country_id))::int) limit 1) l on true
        where p.name like 'Bench Provider %'
        on conflict do nothing`,
  );
  const hash = await hashPassword("Bench@12345");
  await step(
    "partners and owners",
    sql`with p as (
          insert into partners (company_name, country_id, contact_name, contact_email, status, commission_rate, commission_currency)
          select 'Bench Agency ' || g, (select id from countries where iso2 = 'IN'), 'Bench Owner ' || g,
                 'bench-partner-' || lpad(g::text, 4, '0') || '@example.com', 'active', 12.5, 'USD'
          from generate_series(1, 498) g
          where not exists (select 1 from partners x where x.company_name = 'Bench Agency ' || g)
          returning id, contact_email, contact_name)
        insert into users (email, password_hash, name, role, partner_id)
        select contact_email, ${hash}, contact_name, 'Partner', id from p`,
  );
  await step(
    "students",
    sql`with owners as (
          select u.partner_id, u.id as user_id, row_number() over (order by p.id) - 1 as rn
          from partners p join users u on u.partner_id = p.id and not u.is_sub_login
          where p.company_name like 'Bench Agency %'),
        demo as (select partner_id, id as user_id from users where email = 'partner@example.com'),
        nat as (select id, row_number() over (order by iso2) - 1 as rn from countries where iso2 in ('IN','NG','PK','BD','VN','NP','GH','KE')),
        dest as (select c.id, min(l.study_level_id) as level_id, row_number() over (order by c.id) - 1 as rn
                 from countries c join country_study_levels l on l.country_id = c.id where c.is_study_destination group by c.id),
        x as (select g from generate_series(1, 200000 - (select count(*) from students)) g)
        insert into students (partner_id, created_by, first_name, last_name, email, phone, nationality_id, passport_number,
                              study_country_id, study_level_id, english_test, created_at, updated_at)
        select coalesce(d.partner_id, o.partner_id), coalesce(d.user_id, o.user_id),
               (array['Aarav','Ananya','Chinedu','Fatima','Linh','Kwame','Sabina','Wei','Omar','Lucia'])[1 + x.g % 10],
               (array['Sharma','Okafor','Nguyen','Khan','Mensah','Thapa','Silva','Chen','Rahman','Iyer'])[1 + (x.g / 10) % 10],
               'bench-' || x.g || '@students.example', '+91 ' || (9000000000 + x.g),
               nat.id, 'B' || x.g, dest.id, dest.level_id, 'IELTS',
               timestamp '2026-11-01' - (x.g % 700) * interval '1 day', timestamp '2026-11-01' - (x.g % 700) * interval '1 day'
        from x
        left join demo d on x.g <= 10000
        left join owners o on x.g > 10000 and o.rn = (x.g - 10001) % 498
        join nat on nat.rn = x.g % 8
        join dest on dest.rn = x.g % 8
        on conflict do nothing`,
  );
  const courseTotal = await count(sql`select count(*)::int as n from courses where name like 'Bench Course %'`);
  await step(
    "applications",
    sql`with c as (select id, row_number() over (order by id) - 1 as rn from courses where name like 'Bench Course %'),
             st as (select id, row_number() over (order by sort_order) - 1 as rn from application_statuses),
             i as (select i.id from intakes i join years y on y.id = i.year_id where i.month = 9 and y.year = 2027 limit 1),
             s as (select id, partner_id, created_by, created_at, row_number() over (order by id) as rn from students where email like 'bench-%')
        insert into applications (partner_id, student_id, course_id, intake_id, status_id, created_by, created_at, updated_at)
        select s.partner_id, s.id, c.id, (select id from i), st.id, s.created_by, s.created_at + interval '2 days', s.created_at + interval '9 days'
        from s
        cross join generate_series(0, 1) k
        join c on c.rn = (s.rn * 7 + k * 13) % ${courseTotal}
        join st on st.rn = (s.rn + k) % 17
        where k = 0 or s.rn % 2 = 0
        on conflict do nothing`,
  );
  await step(
    "timelines",
    // With the application's partner and creator given, the events' row trigger (migration 0027) has nothing to do.
    sql`insert into application_events (application_id, to_status_id, by_user_id, created_at, partner_id, application_created_by)
        select a.id, a.status_id, a.created_by, a.created_at, a.partner_id, a.created_by from applications a
        where not exists (select 1 from application_events e where e.application_id = a.id)`,
  );
  // Vacuum too, not only analyze: fresh bulk rows have no visibility map, so counts could not use
  // index-only scans and the planner misjudges the list queries (BENCHMARKS.md).
  await step(
    "vacuum analyze",
    sql`vacuum (analyze) students, applications, application_events, courses, education_providers`,
  );
  log(`large data in ${Math.round((Date.now() - t0) / 1000)} s`);
}
