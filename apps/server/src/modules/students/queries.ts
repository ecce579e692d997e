import type { StudentDetail, StudentListQuery, StudentValues } from "@pp/shared";
import {
  type AnyColumn,
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { applications, countries, states, students, studyLevels, users } from "../../db/schema/index";
import { studentSearchText } from "../../db/search-text";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import type { PartnerContext } from "../../plugins/partner-context";
import { passportExpiring, todayUtc } from "../deadlines/conditions";
import { namesFor, type ReferenceNames, referenceNames } from "../masters/reference-names";
import { detailOf, type ListRow, toItem } from "./answers";

const nationality = alias(countries, "nationality");
const studyCountry = alias(countries, "study_country");
const residence = alias(countries, "residence");
const creator = alias(users, "creator");
const counsellor = alias(users, "counsellor");

export type Input = Partial<StudentValues> & { status?: "active" | "archived" };

const searchText = studentSearchText;

const listColumns = {
  s: students,
  nationality_name: nationality.name,
  study_country_name: studyCountry.name,
  study_level_name: studyLevels.name,
  creator_name: creator.name,
  counsellor_name: counsellor.name,
  applications_count: sql<number>`(select count(*)::int from ${applications} where ${applications.student_id} = ${students.id})`,
};

/** The list page reads only students and their creators; country and level names come from memory. */
const pageColumns = {
  s: students,
  creator_name: creator.name,
  counsellor_name: counsellor.name,
  applications_count: listColumns.applications_count,
};

type Sortable = Record<"id" | "created_at" | "last_name" | "first_name", AnyColumn>;

/** The list's orderings, on the table or on a subquery with the same columns. */
const orderOf = (t: Sortable): Record<string, SQL[]> => ({
  created_at: [asc(t.created_at), asc(t.id)],
  "-created_at": [desc(t.created_at), desc(t.id)],
  last_name: [asc(t.last_name), asc(t.id)],
  "-last_name": [desc(t.last_name), desc(t.id)],
  first_name: [asc(t.first_name), asc(t.id)],
  "-first_name": [desc(t.first_name), desc(t.id)],
});
const ORDER = orderOf(students);

/** A partner's student list filters (the list and the export share them). */
export function studentFilters(partnerId: number, q: StudentListQuery, today: string = todayUtc()): SQL[] {
  const f: SQL[] = [eq(students.partner_id, partnerId)];
  if (q.search) f.push(sql`${searchText} like ${containsPattern(q.search)}`);
  if (q.nationality) f.push(eq(students.nationality_id, Number(q.nationality)));
  if (q.study_country) f.push(eq(students.study_country_id, Number(q.study_country)));
  if (q.study_level) f.push(eq(students.study_level_id, Number(q.study_level)));
  if (q.status) f.push(eq(students.status, q.status));
  if (q.created_by) f.push(eq(students.created_by, Number(q.created_by)));
  if (q.created_from) f.push(gte(students.created_at, new Date(`${q.created_from}T00:00:00Z`)));
  if (q.created_to) f.push(lt(students.created_at, new Date(Date.parse(`${q.created_to}T00:00:00Z`) + 86_400_000)));
  if (q.counsellor === "none") f.push(isNull(students.counsellor_id));
  else if (q.counsellor) f.push(eq(students.counsellor_id, Number(q.counsellor)));
  // The GIN index on (partner_id, tags) answers this (migration 0023).
  if (q.tag) f.push(arrayContains(students.tags, [q.tag]));
  // Issue 36: the very condition the "My day" count uses (modules/deadlines/conditions.ts).
  if (q.passport === "expiring") f.push(passportExpiring(today));
  return f;
}

/** Reads of a partner's students: the list, one student, its activity; every query filtered by the caller's partner. */
export function createStudentQueries(db: Db) {
  /** One of the caller's students, or 404 (another partner's id looks exactly like a missing one). */
  async function ownRow(ctx: PartnerContext, id: number) {
    const [row] = await db
      .select()
      .from(students)
      .where(and(eq(students.id, id), eq(students.partner_id, ctx.partnerId)));
    if (!row) throw notFound("Student not found.");
    return row;
  }

  /** Several of the caller's students' whole answers (one query; a webhook per student of a bulk action). */
  async function details(ctx: PartnerContext, ids: number[]): Promise<StudentDetail[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ ...listColumns, country_name: residence.name, state_name: states.name })
      .from(students)
      .leftJoin(nationality, eq(nationality.id, students.nationality_id))
      .leftJoin(studyCountry, eq(studyCountry.id, students.study_country_id))
      .leftJoin(studyLevels, eq(studyLevels.id, students.study_level_id))
      .leftJoin(creator, eq(creator.id, students.created_by))
      .leftJoin(counsellor, eq(counsellor.id, students.counsellor_id))
      .leftJoin(residence, eq(residence.id, students.country_id))
      .leftJoin(states, eq(states.id, students.state_id))
      .where(and(inArray(students.id, ids), eq(students.partner_id, ctx.partnerId)))
      .orderBy(asc(students.id));
    // Names of the levels completed and the preferred destinations; an id no longer in the Masters reads "".
    const knows = (names: ReferenceNames) =>
      rows.every(
        (r) =>
          (r.s.completed_level_id === null || names.levels.has(r.s.completed_level_id)) &&
          r.s.preferred_country_ids.every((c) => names.countries.has(c)),
      );
    const n = await namesFor(db, (names) => (knows(names) ? names : null)).catch(() => referenceNames(db));
    return rows.map((r) => detailOf(r, n));
  }

  async function detail(ctx: PartnerContext, id: number): Promise<StudentDetail> {
    const [found] = await details(ctx, [id]);
    if (!found) throw notFound("Student not found.");
    return found;
  }

  return {
    ownRow,
    detail,
    details,

    async list(ctx: PartnerContext, q: Required<Pick<StudentListQuery, "page" | "page_size">> & StudentListQuery) {
      const where = and(...studentFilters(ctx.partnerId, q));
      const key = q.ordering ?? "-created_at";
      const order = ORDER[key] ?? [];
      const limit = Number(q.page_size);
      const offset = offsetOf({ page: Number(q.page), page_size: limit });
      // The page's ids first, each with the total of matches (a window over the same scan, so the total needs no
      // second statement), then only those rows get their creator and application count. A search finds its
      // matches through the partner's trigram index first (OFFSET 0 keeps that subquery apart), then sorts them:
      // walking the date index and testing every row against the pattern until 25 match can read thousands of rows
      // when the matches are old.
      const total = sql<number>`(count(*) over ())::int`;
      const searchPage = () => {
        const matches = db
          .select({
            id: students.id,
            created_at: students.created_at,
            last_name: students.last_name,
            first_name: students.first_name,
          })
          .from(students)
          .where(where)
          .offset(0)
          .as("matches");
        return db
          .select({ id: matches.id, total: total.as("total") })
          .from(matches)
          .orderBy(...(orderOf(matches as unknown as Sortable)[key] ?? []))
          .limit(limit)
          .offset(offset);
      };
      const page = (
        q.search
          ? searchPage()
          : db
              .select({ id: students.id, total: total.as("total") })
              .from(students)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)
      ).as("page");
      const rows = await db
        .select({ ...pageColumns, total: page.total })
        .from(page)
        .innerJoin(students, eq(students.id, page.id))
        .leftJoin(creator, eq(creator.id, students.created_by))
        .leftJoin(counsellor, eq(counsellor.id, students.counsellor_id))
        .orderBy(...order);
      // A page past the end has no row to carry the total: only then is it counted on its own.
      const n =
        rows[0]?.total ??
        (offset === 0 ? 0 : ((await db.select({ n: count() }).from(students).where(where))[0]?.n ?? 0));
      const items = await namesFor(db, (n) => {
        const out: ListRow[] = [];
        for (const r of rows) {
          const name = (map: Map<number, string>, id: number | null) => (id === null ? null : map.get(id));
          const nationality_name = name(n.countries, r.s.nationality_id);
          const study_country_name = name(n.countries, r.s.study_country_id);
          const study_level_name = name(n.levels, r.s.study_level_id);
          if (nationality_name === undefined || study_country_name === undefined || study_level_name === undefined)
            return null;
          out.push({ ...r, nationality_name, study_country_name, study_level_name });
        }
        return out;
      });
      return { items: items.map(toItem), count: n };
    },

    /** Every tag the partner's students carry, in order (at most 500). */
    async tags(ctx: PartnerContext) {
      const r = (await db.execute(
        sql`select distinct unnest(${students.tags}) as tag from ${students} where ${students.partner_id} = ${ctx.partnerId} order by 1 limit 500`,
      )) as unknown as { rows: { tag: string }[] };
      return r.rows.map((x) => x.tag);
    },

    async activity(ctx: PartnerContext, id: number) {
      await ownRow(ctx, id);
      const rows = (await db.execute(sql`
        select * from (
          select l.action as kind, coalesce(l.details->>'file_name', l.details->>'value') as file_name, u.name as by, l.created_at as at, null::int as application_id,
                 null::text as status, null::text as course
          from audit_log l left join users u on u.id = l.actor_user_id
          where l.entity = 'student' and l.entity_id = ${String(id)} and l.partner_id = ${ctx.partnerId}
          union all
          select 'application.status', null, u.name, e.created_at, a.id, st.name, k.name
          from application_events e
          join applications a on a.id = e.application_id
          join application_statuses st on st.id = e.to_status_id
          join courses k on k.id = a.course_id
          left join users u on u.id = e.by_user_id
          where a.student_id = ${id} and a.partner_id = ${ctx.partnerId}
        ) x order by at desc limit 100`)) as unknown as {
        rows: {
          kind: string;
          file_name: string | null;
          by: string | null;
          at: Date | string;
          application_id: number | null;
          status: string | null;
          course: string | null;
        }[];
      };
      const describe = (r: (typeof rows.rows)[number]) => {
        switch (r.kind) {
          case "student.create":
            return "Student added";
          case "student.import":
            return `Imported from ${r.file_name}`;
          case "student.update":
            return "Profile updated";
          case "student.document_upload":
            return `Document uploaded: ${r.file_name}`;
          case "student.document_delete":
            return `Document deleted: ${r.file_name}`;
          case "student.counsellor":
            return `Counsellor: ${r.file_name}`;
          case "student.tag_add":
            return `Tag added: ${r.file_name}`;
          case "student.tag_remove":
            return `Tag removed: ${r.file_name}`;
          case "application.status":
            return `Application #${r.application_id} (${r.course}) is ${r.status}`;
          default:
            return r.kind;
        }
      };
      return rows.rows.map((r) => ({
        kind: r.kind,
        summary: describe(r),
        by: r.by,
        at: new Date(r.at).toISOString(),
        application_id: r.application_id,
      }));
    },
  };
}
export type StudentQueries = ReturnType<typeof createStudentQueries>;
