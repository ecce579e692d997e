import { SEARCH_GROUP_SIZE, type SearchKind } from "@pp/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSearchTextOf, studentSearchTextOf } from "../../db/search-text";
import type { Match } from "./match";

/** What one search may read: one partner's records or every partner's (null), and which kinds. */
export interface SearchScope {
  partnerId: number | null;
  kinds: ReadonlySet<SearchKind>;
}

/**
 * How many matches a group reads before it ranks them: enough to put the names that start with the query first,
 * few enough that a common query ("sha" in 200,000 students) stops reading early.
 */
const CANDIDATES = 50;
/** One more than a group shows: whether there are others. */
const READ = SEARCH_GROUP_SIZE + 1;

const ofPartner = (column: SQL, partnerId: number | null) =>
  partnerId === null ? sql`true` : sql`${column} = ${partnerId}`;
/** The record the query names by number first, when it names one. */
const numberFirst = (id: SQL, m: Match) => (m.number === null ? sql`` : sql`${id} = ${m.number} desc, `);
const either = (a: SQL | null, b: SQL | null) => (a && b ? sql`(${a} or ${b})` : (a ?? b));
/** A group's rows as one JSON array, in the order the inner statement gives them. */
const rowsAs = (name: string, inner: SQL) =>
  sql`(select coalesce(json_agg(x), '[]'::json) from (${inner}) x) as ${sql.raw(name)}`;

/**
 * Every group of one search in one statement (one round trip, one connection, one plan), each group read through
 * the index of its expression (decision 044). The students a query matches are found once (`hits`, at most
 * CANDIDATES, in no order: the index's bitmap, or a scan that stops at the count) and serve both the students'
 * group and the applications found by their student.
 */
function statement(m: Match, { partnerId, kinds }: SearchScope): SQL | null {
  const columns: SQL[] = [];
  const studentText = m.on(studentSearchTextOf("s"));
  const hits =
    studentText && (kinds.has("students") || kinds.has("applications"))
      ? sql`hits as (select s.id from students s where ${ofPartner(sql`s.partner_id`, partnerId)} and ${studentText} limit ${CANDIDATES})`
      : null;
  const hitIds = sql`any(array(select id from hits))`;

  if (kinds.has("students") && hits)
    columns.push(
      rowsAs(
        "students",
        sql`select s.id, s.first_name || ' ' || s.last_name as name, s.email, s.passport_number, s.phone,
                   p.id as partner_id, p.company_name as partner_name
            from students s join partners p on p.id = s.partner_id
            where s.id = ${hitIds}
            order by lower(s.first_name || ' ' || s.last_name) like ${m.prefix} desc, s.updated_at desc, s.id desc
            limit ${READ}`,
      ),
    );

  const application = either(
    m.number === null ? null : sql`a.id = ${m.number}`,
    hits ? sql`a.student_id = ${hitIds}` : null,
  );
  if (kinds.has("applications") && application)
    columns.push(
      rowsAs(
        "applications",
        sql`select a.id, s.first_name || ' ' || s.last_name as student_name, k.name as course_name,
                   pr.name as provider_name, st.name as status, p.id as partner_id, p.company_name as partner_name
            from applications a
            join students s on s.id = a.student_id
            join courses k on k.id = a.course_id
            join education_providers pr on pr.id = k.provider_id
            join application_statuses st on st.id = a.status_id
            join partners p on p.id = a.partner_id
            where ${ofPartner(sql`a.partner_id`, partnerId)} and ${application}
            order by ${numberFirst(sql`a.id`, m)}a.updated_at desc, a.id desc
            limit ${READ}`,
      ),
    );

  // Courses by name and discipline (`courses_search_trgm_idx`): a partner sees what the course finder offers (active,
  // of an active provider), the Superadmin every course.
  const courseText = m.on(courseSearchTextOf("k"));
  if (kinds.has("courses") && courseText) {
    const offered =
      partnerId === null
        ? sql`true`
        : sql`k.is_active and k.provider_id <> all(array(select p.id from education_providers p where not p.is_active))`;
    columns.push(
      rowsAs(
        "courses",
        sql`select k.id, k.name, k.provider_id, pr.name as provider_name, l.name as study_level, k.is_active
            from courses k
            join education_providers pr on pr.id = k.provider_id
            join study_levels l on l.id = k.study_level_id
            where k.id = any(array(select k.id from courses k where ${courseText} and ${offered} limit ${CANDIDATES}))
            order by lower(k.name) like ${m.prefix} desc, k.name, k.id
            limit ${READ}`,
      ),
    );
  }

  // Tickets by number or subject; a partner's among its own (its order index), newest first.
  const ticket = either(m.number === null ? null : sql`t.id = ${m.number}`, m.on(sql`lower(t.subject)`));
  if (kinds.has("tickets") && ticket)
    columns.push(
      rowsAs(
        "tickets",
        sql`select t.id, t.subject, t.status, p.id as partner_id, p.company_name as partner_name
            from tickets t join partners p on p.id = t.partner_id
            where ${ofPartner(sql`t.partner_id`, partnerId)} and ${ticket}
            order by ${numberFirst(sql`t.id`, m)}t.created_at desc, t.id desc
            limit ${READ}`,
      ),
    );

  // The Superadmin's partners by company, contact name or contact e-mail (a few hundred rows: no index).
  const partnerText = m.on(sql`lower(p.company_name || ' ' || p.contact_name || ' ' || p.contact_email)`);
  if (kinds.has("partners") && partnerText)
    columns.push(
      rowsAs(
        "partners",
        sql`select p.id, p.company_name, p.contact_name, p.contact_email, p.status from partners p
            where ${partnerText}
            order by lower(p.company_name) like ${m.prefix} desc, p.company_name, p.id
            limit ${READ}`,
      ),
    );

  if (!columns.length) return null;
  return sql`${hits ? sql`with ${hits} ` : sql``}select ${sql.join(columns, sql`, `)}`;
}

/** A group's rows as read: the partner's id and name beside each record's own fields. */
export type FoundRows = Partial<Record<SearchKind, Record<string, unknown>[]>>;

export function createSearchQueries(db: Db) {
  return {
    /** Up to READ rows of each kind in `scope` the query can match; a kind it cannot match is absent. */
    async find(m: Match, scope: SearchScope): Promise<FoundRows> {
      const q = statement(m, scope);
      if (!q) return {};
      const { rows } = (await db.execute(q)) as unknown as { rows: FoundRows[] };
      return rows[0] ?? {};
    },
  };
}
export type SearchQueries = ReturnType<typeof createSearchQueries>;
