import {
  SEARCH_GROUP_SIZE,
  type SearchApplication,
  type SearchCourse,
  type SearchPartner,
  type SearchStudent,
  type SearchTicket,
} from "@pp/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSearchTextOf, studentSearchTextOf } from "../../db/search-text";
import type { Match } from "./match";

/** Whose records a search reads: one partner's, or every partner's (the Superadmin's, null). */
export type PartnerScope = number | null;

/**
 * How many matches a group reads before it ranks them: enough to put the names that start with the query first,
 * few enough that a common query ("sha" in 200,000 students) stops reading early.
 */
const CANDIDATES = 50;
/** One more than a group shows: whether there are others. */
const READ = SEARCH_GROUP_SIZE + 1;

const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const ofPartner = (column: SQL, partnerId: PartnerScope) =>
  partnerId === null ? sql`true` : sql`${column} = ${partnerId}`;
/** The record the query names by number first, when it names one. */
const numberFirst = (id: SQL, m: Match) => (m.number === null ? sql`` : sql`${id} = ${m.number} desc, `);
const owner = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * The students a query finds, by the expression of their trigram index (`db/search-text.ts`): the ids of at most
 * CANDIDATES of them, in no order (the index's bitmap, or a scan that stops at the count).
 */
const studentHits = (m: Match, partnerId: PartnerScope): SQL | null => {
  const on = m.on(studentSearchTextOf("s"));
  if (!on) return null;
  return sql`select s.id from students s where ${ofPartner(sql`s.partner_id`, partnerId)} and ${on} limit ${CANDIDATES}`;
};

type StudentRow = {
  id: number;
  name: string;
  email: string;
  passport_number: string | null;
  phone: string | null;
  partner_id: number | null;
  partner_name: string | null;
};

export function createSearchQueries(db: Db) {
  return {
    async students(m: Match, partnerId: PartnerScope): Promise<SearchStudent[]> {
      const hits = studentHits(m, partnerId);
      if (!hits) return [];
      const rows = await rowsOf<StudentRow>(
        db,
        sql`select s.id, s.first_name || ' ' || s.last_name as name, s.email, s.passport_number, s.phone,
                   p.id as partner_id, p.company_name as partner_name
            from students s join partners p on p.id = s.partner_id
            where s.id = any(array(${hits}))
            order by lower(s.first_name || ' ' || s.last_name) like ${m.prefix} desc, s.updated_at desc, s.id desc
            limit ${READ}`,
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        passport_number: r.passport_number,
        phone: r.phone,
        partner: partnerId === null ? owner(r.partner_id, r.partner_name) : null,
      }));
    },

    /** By number, or by the student (the students' index first, then their applications by `student_id`). */
    async applications(m: Match, partnerId: PartnerScope): Promise<SearchApplication[]> {
      const hits = studentHits(m, partnerId);
      const byNumber = m.number === null ? null : sql`a.id = ${m.number}`;
      const byStudent = hits ? sql`a.student_id = any(array(${hits}))` : null;
      const found = byNumber && byStudent ? sql`(${byNumber} or ${byStudent})` : (byNumber ?? byStudent);
      if (!found) return [];
      const rows = await rowsOf<Omit<SearchApplication, "partner"> & { partner_id: number; partner_name: string }>(
        db,
        sql`select a.id, s.first_name || ' ' || s.last_name as student_name, k.name as course_name,
                   pr.name as provider_name, st.name as status, p.id as partner_id, p.company_name as partner_name
            from applications a
            join students s on s.id = a.student_id
            join courses k on k.id = a.course_id
            join education_providers pr on pr.id = k.provider_id
            join application_statuses st on st.id = a.status_id
            join partners p on p.id = a.partner_id
            where ${ofPartner(sql`a.partner_id`, partnerId)} and ${found}
            order by ${numberFirst(sql`a.id`, m)}a.updated_at desc, a.id desc
            limit ${READ}`,
      );
      return rows.map(({ partner_id, partner_name, ...r }) => ({
        ...r,
        partner: partnerId === null ? owner(partner_id, partner_name) : null,
      }));
    },

    /**
     * Courses by name (and discipline: the expression of `courses_search_trgm_idx`). A partner sees the course
     * finder's courses (active, of an active provider); the Superadmin every course.
     */
    async courses(m: Match, everyCourse: boolean): Promise<SearchCourse[]> {
      const on = m.on(courseSearchTextOf("k"));
      if (!on) return [];
      const offered = everyCourse
        ? sql`true`
        : sql`k.is_active and k.provider_id <> all(array(select p.id from education_providers p where not p.is_active))`;
      return rowsOf<SearchCourse>(
        db,
        sql`with hits as (select k.id from courses k where ${on} and ${offered} limit ${CANDIDATES})
            select k.id, k.name, k.provider_id, pr.name as provider_name, l.name as study_level, k.is_active
            from hits join courses k on k.id = hits.id
            join education_providers pr on pr.id = k.provider_id
            join study_levels l on l.id = k.study_level_id
            order by lower(k.name) like ${m.prefix} desc, k.name, k.id
            limit ${READ}`,
      );
    },

    /** By number or subject; a partner's among its own tickets (its order index), newest first. */
    async tickets(m: Match, partnerId: PartnerScope): Promise<SearchTicket[]> {
      const bySubject = m.on(sql`lower(t.subject)`);
      const byNumber = m.number === null ? null : sql`t.id = ${m.number}`;
      const found = byNumber && bySubject ? sql`(${byNumber} or ${bySubject})` : (byNumber ?? bySubject);
      if (!found) return [];
      const rows = await rowsOf<Omit<SearchTicket, "partner"> & { partner_id: number; partner_name: string }>(
        db,
        sql`select t.id, t.subject, t.status, p.id as partner_id, p.company_name as partner_name
            from tickets t join partners p on p.id = t.partner_id
            where ${ofPartner(sql`t.partner_id`, partnerId)} and ${found}
            order by ${numberFirst(sql`t.id`, m)}t.created_at desc, t.id desc
            limit ${READ}`,
      );
      return rows.map(({ partner_id, partner_name, ...r }) => ({
        ...r,
        partner: partnerId === null ? owner(partner_id, partner_name) : null,
      }));
    },

    /** The Superadmin's partners by company, contact name or contact e-mail (a few hundred rows: no index). */
    async partners(m: Match): Promise<SearchPartner[]> {
      const on = m.on(sql`lower(p.company_name || ' ' || p.contact_name || ' ' || p.contact_email)`);
      if (!on) return [];
      return rowsOf<SearchPartner>(
        db,
        sql`select p.id, p.company_name, p.contact_name, p.contact_email, p.status from partners p
            where ${on}
            order by lower(p.company_name) like ${m.prefix} desc, p.company_name, p.id
            limit ${READ}`,
      );
    },
  };
}
export type SearchQueries = ReturnType<typeof createSearchQueries>;
