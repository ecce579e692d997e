import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Rates as of the seed's date (units per US dollar, rounded; the Superadmin keeps them current in Masters). Facts, not
 * a feed: matching only needs them to compare a budget with a tuition fee.
 */
const RATES: [string, number][] = [
  ["USD", 1],
  ["GBP", 0.79],
  ["EUR", 0.92],
  ["CAD", 1.38],
  ["AUD", 1.52],
  ["NZD", 1.68],
  ["INR", 84],
  ["NGN", 1550],
  ["VND", 25400],
  ["CNY", 7.2],
  ["AED", 3.6725],
  ["COP", 4100],
];

/**
 * What course matching needs of the catalogue (issue 18), for the demo and the large data alike, in one statement: each
 * course's structured requirements by its level (undergraduate IELTS 5.5 to 6.5 with a 55-70% grade, postgraduate 6.0
 * to 7.0 with a bachelor's, a PhD a master's; TOEFL, PTE and Duolingo at the usual equivalents; mathematics or biology
 * where the discipline needs them; a third offer pre-sessional English), and the exchange rates. Idempotent: only
 * courses still without requirements get them.
 */
export async function seedCourseRequirements(db: Db) {
  for (const [currency, perUsd] of RATES) {
    await db.execute(sql`insert into currency_rates (currency, per_usd, as_of) values (${currency}, ${perUsd}, '2026-11-20')
      on conflict (currency) do nothing`);
  }
  await db.execute(sql`
    with levels as (select id, name from study_levels),
    c as (
      select c.id, c.discipline, l.name as level, (c.id % 4) as k,
             l.name in ('Postgraduate Certificate / Diploma', 'Postgraduate (Master''s)', 'MBA', 'Doctorate (PhD)') as pg
      from courses c join study_levels l on l.id = c.study_level_id
      where not exists (select 1 from course_requirements r where r.course_id = c.id)
    ),
    i as (
      select c.*, case when c.level = 'English Language' then null
                       when c.pg then (array[6.0, 6.5, 6.5, 7.0])[1 + c.k]
                       else (array[5.5, 6.0, 6.0, 6.5])[1 + c.k] end as ielts
      from c
    )
    insert into course_requirements (course_id, ielts_overall, ielts_min_band, toefl_ibt, pte, duolingo,
      min_prior_level_id, min_grade_pct, required_subjects, max_gap_years, work_history_accepted, presessional_english)
    select i.id, i.ielts, i.ielts - 0.5,
           case i.ielts when 5.5 then 46 when 6.0 then 60 when 6.5 then 79 when 7.0 then 94 end,
           case i.ielts when 5.5 then 43 when 6.0 then 50 when 6.5 then 58 when 7.0 then 65 end,
           case i.ielts when 5.5 then 95 when 6.0 then 105 when 6.5 then 115 when 7.0 then 120 end,
           case when i.level = 'Doctorate (PhD)' then (select id from levels where name = 'Postgraduate (Master''s)')
                when i.pg then (select id from levels where name = 'Undergraduate') end,
           case when i.level = 'English Language' then null
                when i.pg then (array[50, 55, 60, 65])[1 + i.k] else (array[55, 60, 65, 70])[1 + i.k] end,
           case when i.pg or i.level = 'English Language' then '{}'::text[]
                when i.discipline in ('Engineering', 'Computer Science', 'Data Science', 'Cyber Security') then array['Mathematics']
                when i.discipline in ('Nursing', 'Biotechnology') then array['Biology']
                else '{}'::text[] end,
           case when i.level = 'English Language' then null when i.pg then (array[null, 5, 8, null])[1 + i.k]::smallint
                else (array[2, 3, 3, 5])[1 + i.k]::smallint end,
           i.pg,
           i.level <> 'English Language' and i.id % 3 = 0
    from i`);
}

/**
 * The demo students' matching profile (issue 18): grading scale (their grades are percentages), level completed,
 * year, subjects, intakes and budget. Only students without a grading scale are filled.
 */
export async function seedStudentMatching(db: Db) {
  await db.execute(sql`
    update students s set
      grading_scale = 'percentage',
      completed_level_id = case when s.study_level_id in (select id from study_levels where name in
          ('Postgraduate Certificate / Diploma', 'Postgraduate (Master''s)', 'MBA'))
        then (select id from study_levels where name = 'Undergraduate')
        when s.study_level_id = (select id from study_levels where name = 'Doctorate (PhD)')
        then (select id from study_levels where name = 'Postgraduate (Master''s)') end,
      completion_year = 2021 + (s.id % 5),
      subjects = case s.id % 4 when 0 then array['Mathematics', 'Physics', 'English']
                                when 1 then array['Biology', 'Chemistry', 'English']
                                when 2 then array['Accountancy', 'Economics', 'English']
                                else array['Mathematics', 'Computer Science', 'English'] end,
      preferred_intakes = case s.id % 3 when 0 then '{9}'::smallint[] when 1 then '{1,9}'::smallint[]
                                         else '{2,7}'::smallint[] end,
      budget_amount = 15000 + (s.id % 6) * 5000,
      budget_currency = (array['USD', 'GBP', 'CAD', 'AUD'])[1 + s.id % 4]
    where s.grading_scale is null and s.grade ~ '^[0-9]+(\\.[0-9]+)?%?$'`);
}
