import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Application deadlines for the demo (issue 36): every active course's intakes of the next twelve months close 20 to
 * 109 days before they start (a spread drawn from the ids, so a second run writes the same days). Then, counted from
 * the seeding day like the books' dates, a few of the demo partner's Draft applications have their course and intake
 * close within the fortnight (3, 6, 10 and 13 days on), and a few of its students with an open application hold a
 * passport that ends three months after that intake starts (the visa rule's warning). One statement each: the large
 * seed's 50,000 courses get theirs in a second or two.
 */
export async function seedDeadlines(db: Db, partnerId: number | null) {
  const now = new Date();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  await db.execute(sql`
    insert into course_deadlines (course_id, intake_id, closes_on)
    select c.id, i.id, make_date(y.year, i.month, 1) - ((c.id * 37 + i.id * 11) % 90 + 20)
    from courses c
    join intakes i on i.month = any(c.intake_months) and i.is_active
    join years y on y.id = i.year_id and y.is_active
    where c.is_active and y.year * 12 + i.month between ${thisMonth + 1} and ${thisMonth + 12}
    on conflict do nothing`);
  if (partnerId === null) return;
  const today = now.toISOString().slice(0, 10);
  // The first Draft applications (by id) whose intake starts more than a month from now: their deadline comes soon.
  await db.execute(sql`
    with picked as (
      select a.course_id, a.intake_id, row_number() over (order by a.id) as n
      from applications a
      join application_statuses s on s.id = a.status_id and s.name = 'Draft'
      join intakes i on i.id = a.intake_id join years y on y.id = i.year_id
      where a.partner_id = ${partnerId} and a.submitted_at is null
        and make_date(y.year, i.month, 1) > ${today}::date + 45
      order by a.id limit 4)
    insert into course_deadlines (course_id, intake_id, closes_on)
    select course_id, intake_id, ${today}::date + (array[3, 6, 10, 13])[n] from picked
    on conflict (course_id, intake_id) do update set closes_on = excluded.closes_on`);
  // Three students with an open application to an upcoming intake: a passport ending three months after it starts.
  await db.execute(sql`
    with picked as (
      select distinct on (a.student_id) a.student_id, make_date(y.year, i.month, 1) as starts
      from applications a
      join application_statuses s on s.id = a.status_id and not s.is_terminal
      join intakes i on i.id = a.intake_id join years y on y.id = i.year_id
      where a.partner_id = ${partnerId} and make_date(y.year, i.month, 1) > ${today}::date
      order by a.student_id, make_date(y.year, i.month, 1)
      limit 3)
    update students st set passport_expiry = (p.starts + interval '3 months')::date
    from picked p where st.id = p.student_id`);
}
