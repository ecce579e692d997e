// The conditions behind the deadline filters (issue 36, decision 051), in one place so a list and any count of the
// same thing (the "My day" page) read the very same SQL. Each takes `today` (YYYY-MM-DD) rather than reading the
// clock, so the caller decides the day and a test can fix it.
import { checklistFor, type DocumentKind } from "@pp/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  applicationStatuses,
  applications,
  courseDeadlines,
  courses,
  intakes,
  studentDocuments,
  students,
  studyLevels,
  years,
} from "../../db/schema/index";

/** How far ahead "soon" reaches: today and the next 14 days. */
export const SOON_DAYS = 14;
/** The usual visa rule: the passport stays valid six months past the intake's start. */
export const PASSPORT_MONTHS_AFTER_START = 6;

/** Today in UTC, YYYY-MM-DD: the day the filters use unless told another. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The application's own course+intake deadline, or null: a column or a comparison's left side. */
export const deadlineOf = (a = applications) =>
  sql<
    string | null
  >`(select ${courseDeadlines.closes_on}::text from ${courseDeadlines} where ${courseDeadlines.course_id} = ${a.course_id} and ${courseDeadlines.intake_id} = ${a.intake_id})`;

/** The first day of the application's intake. */
export const intakeStartOf = (a = applications) =>
  sql<string>`(select make_date(y.year, i.month, 1)::text from ${intakes} i join ${years} y on y.id = i.year_id where i.id = ${a.intake_id})`;

/** Not yet submitted: still a Draft and never sent. */
export const notSubmitted = (): SQL =>
  sql`(${applications.submitted_at} is null and ${applications.status_id} in (select s.id from ${applicationStatuses} s where s.name = 'Draft'))`;

/** `deadline=soon`: the application's deadline is today..today+14 days and it is not yet submitted. */
export function deadlineSoon(today: string): SQL {
  return sql`(exists (select 1 from ${courseDeadlines} d where d.course_id = ${applications.course_id} and d.intake_id = ${applications.intake_id} and d.closes_on between ${today}::date and ${today}::date + ${SOON_DAYS}::int) and ${notSubmitted()})`;
}

/** The checklist's kinds for each level name `checklistFor` singles out; every other level asks the last list. */
const LEVEL_NAMES = ["English Language", "Certificate", "Diploma", "Foundation", "Associate Degree", "Undergraduate"];
const kindsArray = (kinds: DocumentKind[]) =>
  sql.raw(`array[${kinds.map((k) => `'${k.replace(/'/g, "")}'`).join(",")}]::text[]`);
/** The kinds `checklistFor` asks of the level named `level` (an SQL expression), as a text array. */
function checklistSql(level: SQL): SQL {
  const cases = LEVEL_NAMES.map((n) => sql` when ${n} then ${kindsArray(checklistFor(n))}`);
  return sql`(case ${level}${sql.join(cases, sql``)} else ${kindsArray(checklistFor(""))} end)`;
}

/** `documents=missing`: the application's checklist (its course level's documents) lacks an upload. */
export function documentsMissing(): SQL {
  return sql`exists (select 1 from ${courses} k join ${studyLevels} l on l.id = k.study_level_id
    cross join lateral unnest(${checklistSql(sql`l.name`)}) as req(kind)
    where k.id = ${applications.course_id}
      and not exists (select 1 from ${studentDocuments} sd where sd.student_id = ${applications.student_id} and sd.kind = req.kind))`;
}

/** The application is still open: its status is not a terminal one. */
const openApplication = (a: string) =>
  sql.raw(`${a}.status_id in (select s.id from application_statuses s where not s.is_terminal)`);

/**
 * `passport=expiring` on the students list: the student's passport has expired by `today`, or it expires before the
 * start plus six months of an intake one of the student's open applications (status not terminal) is for.
 */
export function passportExpiring(today: string): SQL {
  const needed = (year: string, month: string) =>
    sql.raw(`make_date(${year}, ${month}, 1) + make_interval(months => ${PASSPORT_MONTHS_AFTER_START})`);
  // A passport that lasts past every intake's start plus six months cannot fall short for any application: asked
  // once for the statement, this spares most students the look at their applications (800 -> 362 of them for a
  // partner whose students all carry an expiry, on the large data).
  const lastNeeded = sql`(select max(${needed("y.year", "i.month")}) from ${intakes} i join ${years} y on y.id = i.year_id)`;
  return sql`(${students.passport_expiry} is not null and (${students.passport_expiry} < ${today}::date or (${students.passport_expiry} < ${lastNeeded} and exists (
    select 1 from ${applications} pa join ${intakes} pi on pi.id = pa.intake_id join ${years} py on py.id = pi.year_id
    where pa.student_id = ${students.id} and ${openApplication("pa")}
      and ${students.passport_expiry} < ${needed("py.year", "pi.month")}))))`;
}

/** One partner's applications due soon and not submitted (the list's `deadline=soon` with its partner scope). */
export const partnerDeadlineSoon = (partnerId: number, today: string): SQL =>
  and(eq(applications.partner_id, partnerId), deadlineSoon(today)) as SQL;
/** One partner's applications whose checklist is incomplete. */
export const partnerDocumentsMissing = (partnerId: number): SQL =>
  and(eq(applications.partner_id, partnerId), documentsMissing()) as SQL;
/** One partner's students whose passport has expired or will not last the visa rule for an open application. */
export const partnerPassportExpiring = (partnerId: number, today: string): SQL =>
  and(eq(students.partner_id, partnerId), passportExpiring(today)) as SQL;

/** The day six months after `start` (YYYY-MM-DD), YYYY-MM-DD. */
export function monthsAfter(start: string, months = PASSPORT_MONTHS_AFTER_START) {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * The passport warning of an open application (the same rule as `passportExpiring`): the passport expires before the
 * intake's start plus six months, or by `today`. Null when it lasts or its expiry is not known.
 */
export function passportWarning(expiry: string | null, intakeStart: string, today: string = todayUtc()) {
  if (!expiry) return null;
  const needed = monthsAfter(intakeStart);
  return expiry < needed || expiry < today ? { expires_on: expiry, valid_until_needed: needed } : null;
}
