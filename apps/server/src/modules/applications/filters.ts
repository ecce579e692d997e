// The filters of the applications list, shared by the list, the Superadmin's queue, the exports, the bulk actions
// and the Superadmin dashboard's monthly counts (decision 042).
import { type ApplicationListQuery, OFFER_AWAITING_STATUSES } from "@pp/shared";
import { arrayContains, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import {
  applicationMessages,
  applicationStatuses,
  applications,
  courses,
  educationProviders,
  students,
} from "../../db/schema/index";
import { courseSearchTextOf, studentSearchTextOf } from "../../db/search-text";
import { containsPattern } from "../../lib/sql";
import { deadlineSoon, documentsMissing, todayUtc } from "../deadlines/conditions";

/**
 * A search of applications: by the student (name, e-mail, passport, phone), the course (name, discipline) or its
 * provider's name.
 * Each side is looked up through its own trigram index and the applications found by their ids (issue 34: the
 * join of every application to its student, course and provider before the match took a second on 300,000).
 */
function applicationSearch(partnerId: number | null, search: string): SQL {
  const like = containsPattern(search);
  const ownStudents = partnerId === null ? sql`` : sql` and s.partner_id = ${partnerId}`;
  const studentIds = sql`select s.id from ${students} s where ${studentSearchTextOf("s")} like ${like}${ownStudents}`;
  const courseIds = (
    providerIn: (q: SQL) => SQL,
  ) => sql`select k.id from ${courses} k where ${courseSearchTextOf("k")} like ${like}
      union select k.id from ${courses} k where ${providerIn(sql`select p.id from ${educationProviders} p where lower(p.name) like ${like}`)}`;
  // One partner's applications: `in (...)`, hashed once, tested on each row of the partner's order index (the
  // 10,000-student partner's searches: p95 34 -> 14 ms). Every partner's: `= any(array(...))`, which PostgreSQL
  // answers from the student and course indexes (a bitmap of each); with `in`, counting 300,000 applications took
  // the Superadmin's searches from p50 28 to 99 ms (bench --routes).
  if (partnerId !== null)
    return sql`(${applications.student_id} in (${studentIds}) or ${applications.course_id} in (${courseIds((q) => sql`k.provider_id in (${q})`)}))`;
  return sql`(${applications.student_id} = any(array(${studentIds})) or ${applications.course_id} = any(array(${courseIds((q) => sql`k.provider_id = any(array(${q}))`)})))`;
}

/**
 * An offer awaiting the student's answer: the application's current status is one of the offer statuses (decision
 * 052). The list's `offer=awaiting` and the "My day" count read this one condition.
 */
export function offerAwaitingCondition(): SQL {
  const names = sql.join(
    OFFER_AWAITING_STATUSES.map((n) => sql`${n}`),
    sql`, `,
  );
  return sql`${applications.status_id} in (select st.id from ${applicationStatuses} st where st.name in (${names}))`;
}

/**
 * Applications with a message from admissions the partner side has not read (the list's `messages=unread`, My day).
 * One partner's are a range of the partial index on unread admissions' messages by partner (migration 0037).
 */
export function unreadByPartner(partnerId: number | null): SQL {
  const own = partnerId === null ? sql`` : sql` and m.partner_id = ${partnerId}`;
  return sql`${applications.id} in (select m.application_id from ${applicationMessages} m where m.side = 'admin' and m.read_at is null${own})`;
}

/**
 * Application list filters (the list, the Superadmin's queue, the exports and the bulk actions share them). Each reads
 * the application's own row or asks another table by id, so a count needs no join.
 */
export function applicationFilters(
  partnerId: number | null,
  q: ApplicationListQuery,
  today: string = todayUtc(),
): SQL[] {
  const f: SQL[] = partnerId === null ? [] : [eq(applications.partner_id, partnerId)];
  if (q.search) f.push(applicationSearch(partnerId, q.search));
  if (q.status) f.push(eq(applications.status_id, Number(q.status)));
  if (q.intake) f.push(eq(applications.intake_id, Number(q.intake)));
  // The course's provider, destination and level, asked of the courses by id: no filter reads a joined table, so
  // a count or a page's ids read the applications alone.
  if (q.provider)
    f.push(
      sql`${applications.course_id} in (select k.id from ${courses} k where k.provider_id = ${Number(q.provider)})`,
    );
  if (q.country)
    f.push(
      sql`${applications.course_id} in (select k.id from ${courses} k join ${educationProviders} p on p.id = k.provider_id where p.country_id = ${Number(q.country)})`,
    );
  if (q.study_level)
    f.push(
      sql`${applications.course_id} in (select k.id from ${courses} k where k.study_level_id = ${Number(q.study_level)})`,
    );
  if (q.student) f.push(eq(applications.student_id, Number(q.student)));
  if (q.created_from) f.push(gte(applications.created_at, new Date(`${q.created_from}T00:00:00Z`)));
  if (q.created_to) f.push(lt(applications.created_at, new Date(Date.parse(`${q.created_to}T00:00:00Z`) + 86_400_000)));
  if (q.counsellor === "none") f.push(isNull(applications.counsellor_id));
  else if (q.counsellor) f.push(eq(applications.counsellor_id, Number(q.counsellor)));
  // The GIN index on (partner_id, tags) answers this (migration 0023).
  if (q.tag) f.push(arrayContains(applications.tags, [q.tag]));
  // Issue 36: the very conditions the "My day" counts use (modules/deadlines/conditions.ts).
  if (q.deadline === "soon") f.push(deadlineSoon(today));
  if (q.documents === "missing") f.push(documentsMissing());
  if (q.offer === "awaiting") f.push(offerAwaitingCondition());
  // Admissions' messages the partner has not read: the partial index on unread messages holds only those.
  if (q.messages === "unread") f.push(unreadByPartner(partnerId));
  return f;
}
