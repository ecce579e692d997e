// The list (a partner's and the Superadmin's), one application with its timeline, messages and checklist, the tags
// in use and the team share one set of joins and reference names. The list's filters are in filters.ts.
import {
  type ApplicationDetail,
  type ApplicationItem,
  type ApplicationListQuery,
  checklistFor,
  DOCUMENT_KINDS,
  type MessageSide,
} from "@pp/shared";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  applicationEvents,
  applicationStatuses,
  applications,
  countries,
  courses,
  educationProviders,
  intakes,
  studentDocuments,
  students,
  studyLevels,
  users,
} from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import type { PartnerContext } from "../../plugins/partner-context";
import { deadlineOf, intakeStartOf, passportWarning } from "../deadlines/conditions";
import { namesFor, type ReferenceNames } from "../masters/reference-names";
import { applicationFilters } from "./filters";
import { createMessageQueries, unreadColumn } from "./message-queries";

const counsellor = alias(users, "counsellor");

const columns = {
  a: applications,
  counsellor_name: counsellor.name,
  student_first: students.first_name,
  student_last: students.last_name,
  course_name: courses.name,
  provider_id: educationProviders.id,
  provider_name: educationProviders.name,
  country_id: countries.id,
  country_name: countries.name,
  level_id: studyLevels.id,
  level_name: studyLevels.name,
  intake_name: intakes.name,
  status_name: applicationStatuses.name,
  status_colour: applicationStatuses.colour,
  status_terminal: applicationStatuses.is_terminal,
  deadline: deadlineOf(),
  intake_start: intakeStartOf(),
  passport_expiry: students.passport_expiry,
};
export type Row = {
  a: typeof applications.$inferSelect;
  counsellor_name: string | null;
  student_first: string;
  student_last: string;
  course_name: string;
  provider_id: number;
  provider_name: string;
  country_id: number;
  country_name: string;
  level_id: number;
  level_name: string;
  intake_name: string;
  status_name: string;
  status_colour: string;
  status_terminal: boolean;
  deadline: string | null;
  intake_start: string;
  passport_expiry: string | null;
};

const toItem = (r: Row, unread = 0): ApplicationItem => ({
  id: r.a.id,
  student: { id: r.a.student_id, name: `${r.student_first} ${r.student_last}` },
  course: { id: r.a.course_id, name: r.course_name },
  provider: { id: r.provider_id, name: r.provider_name },
  country: { id: r.country_id, name: r.country_name },
  study_level: { id: r.level_id, name: r.level_name },
  intake: { id: r.a.intake_id, name: r.intake_name },
  status: { id: r.a.status_id, name: r.status_name, colour: r.status_colour, is_terminal: r.status_terminal },
  offer_type: r.a.offer_type,
  offer_respond_by: r.a.offer_respond_by,
  counsellor:
    r.a.counsellor_id !== null && r.counsellor_name !== null
      ? { id: r.a.counsellor_id, name: r.counsellor_name }
      : null,
  tags: r.a.tags,
  submitted_at: r.a.submitted_at?.toISOString() ?? null,
  unread_messages: unread,
  deadline: r.deadline,
  intake_start: r.intake_start,
  passport_warning: r.status_terminal ? null : passportWarning(r.passport_expiry, r.intake_start),
  created_at: r.a.created_at.toISOString(),
  updated_at: r.a.updated_at.toISOString(),
});

const ORDER: Record<string, SQL[]> = {
  created_at: [asc(applications.created_at), asc(applications.id)],
  "-created_at": [desc(applications.created_at), desc(applications.id)],
  updated_at: [asc(applications.updated_at), asc(applications.id)],
  "-updated_at": [desc(applications.updated_at), desc(applications.id)],
  // Soonest first, then those without one (issue 36: the lists My day opens).
  deadline: [sql`${deadlineOf()} asc nulls last`, asc(applications.id)],
  offer_respond_by: [sql`${applications.offer_respond_by} asc nulls last`, asc(applications.id)],
};

/** The list's columns: only the tables that grow; reference names come from memory (lib/reference-names). */
const listColumns = {
  a: applications,
  counsellor_name: counsellor.name,
  student_first: students.first_name,
  student_last: students.last_name,
  course_name: courses.name,
  level_id: courses.study_level_id,
  provider_id: educationProviders.id,
  provider_name: educationProviders.name,
  country_id: educationProviders.country_id,
  deadline: deadlineOf(),
  intake_start: intakeStartOf(),
  passport_expiry: students.passport_expiry,
};
type ListRow = Omit<
  Row,
  "country_name" | "level_name" | "intake_name" | "status_name" | "status_colour" | "status_terminal"
>;

/** List rows with their reference names; null when a name is unknown (the cache reloads then). */
function withNames<T extends ListRow>(rows: T[], n: ReferenceNames): (T & Row)[] | null {
  const out: (T & Row)[] = [];
  for (const r of rows) {
    const status = n.statuses.get(r.a.status_id);
    const country_name = n.countries.get(r.country_id);
    const level_name = n.levels.get(r.level_id);
    const intake_name = n.intakes.get(r.a.intake_id);
    if (!status || country_name === undefined || level_name === undefined || intake_name === undefined) return null;
    out.push({
      ...r,
      country_name,
      level_name,
      intake_name,
      status_name: status.name,
      status_colour: status.colour,
      status_terminal: status.is_terminal,
    });
  }
  return out;
}

/** Reads of applications: the list, one application with its timeline; a partner's reads filtered by its id. */
export function createApplicationQueries(db: Db) {
  const messageQueries = createMessageQueries(db);
  const joined = () =>
    db
      .select(columns)
      .from(applications)
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .innerJoin(countries, eq(countries.id, educationProviders.country_id))
      .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
      .innerJoin(intakes, eq(intakes.id, applications.intake_id))
      .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
      .leftJoin(counsellor, eq(counsellor.id, applications.counsellor_id));

  async function statusByName(name: string) {
    const [s] = await db.select().from(applicationStatuses).where(eq(applicationStatuses.name, name));
    if (!s) throw new Error(`status ${name} is missing`);
    return s;
  }

  /** One of the partner's applications with its names, or 404 (another partner's id looks like a missing one). */
  async function own(ctx: PartnerContext, id: number) {
    const [r] = await joined().where(and(eq(applications.id, id), eq(applications.partner_id, ctx.partnerId)));
    if (!r) throw notFound("Application not found.");
    return r;
  }

  async function checklist(studentId: number, levelName: string) {
    const kinds = checklistFor(levelName);
    const have = new Set(
      (
        await db
          .select({ kind: studentDocuments.kind })
          .from(studentDocuments)
          .where(and(eq(studentDocuments.student_id, studentId), inArray(studentDocuments.kind, kinds)))
      ).map((d) => d.kind),
    );
    return kinds.map((kind) => ({ kind, label: DOCUMENT_KINDS[kind], uploaded: have.has(kind) }));
  }

  /** One application with its timeline, checklist and thread, as `reader`'s side sees it (the Superadmin: admin). */
  async function detail(ctx: PartnerContext, id: number, reader: MessageSide = "partner"): Promise<ApplicationDetail> {
    const r = await own(ctx, id);
    const fromStatus = sql<
      string | null
    >`(select name from ${applicationStatuses} s where s.id = ${applicationEvents.from_status_id})`;
    const [events, messages, list] = await Promise.all([
      db
        .select({ e: applicationEvents, to_name: applicationStatuses.name, from_name: fromStatus, by_name: users.name })
        .from(applicationEvents)
        .innerJoin(applicationStatuses, eq(applicationStatuses.id, applicationEvents.to_status_id))
        .leftJoin(users, eq(users.id, applicationEvents.by_user_id))
        .where(eq(applicationEvents.application_id, id))
        .orderBy(asc(applicationEvents.created_at), asc(applicationEvents.id)),
      messageQueries.thread(id, reader),
      checklist(r.a.student_id, r.level_name),
    ]);
    return {
      ...toItem(r, messages.filter((m) => m.unread).length),
      timeline: events.map(({ e, to_name, from_name, by_name }) => ({
        id: e.id,
        from: e.from_status_id && from_name ? { id: e.from_status_id, name: from_name } : null,
        to: { id: e.to_status_id, name: to_name },
        by: e.by_user_id && by_name ? { id: e.by_user_id, name: by_name } : null,
        note: e.note,
        created_at: e.created_at.toISOString(),
      })),
      messages,
      checklist: list,
      can_submit: r.status_name === "Draft" && list.every((c) => c.uploaded),
      can_withdraw: !r.status_terminal,
    };
  }

  return {
    statusByName,
    own,
    checklist,
    detail,

    /** Every tag the partner's applications carry, in order (at most 500). */
    async tags(partnerId: number) {
      const r = (await db.execute(
        sql`select distinct unnest(${applications.tags}) as tag from ${applications} where ${applications.partner_id} = ${partnerId} order by 1 limit 500`,
      )) as unknown as { rows: { tag: string }[] };
      return r.rows.map((x) => x.tag);
    },

    /** The partner's active users: whom a change to one of its applications is told to. */
    async team(partnerId: number) {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), eq(users.status, "active")));
    },

    /** A partner's applications; the Superadmin's queue passes `partnerId: null` for every partner's. */
    async list(
      ctx: { partnerId: number | null; reader?: MessageSide },
      q: ApplicationListQuery & { page: number; page_size: number },
    ) {
      const f = applicationFilters(ctx.partnerId, q);
      const where = f.length ? and(...f) : undefined;
      const order = ORDER[q.ordering ?? "-created_at"] ?? [];
      // One statement: the page's ids (an index's walk, however deep the page: no filter reads another table), their
      // rows with every join, and the total beside them. Joining every row an offset skips, with the total as a window over them all, cost a deep
      // page 85 ms for the 10,000-student partner and the Superadmin's first page 1.5 s (issue 34).
      const pageIds = db
        .select({ id: applications.id })
        .from(applications)
        .where(where)
        .orderBy(...order)
        .limit(q.page_size)
        .offset(offsetOf(q));
      const total = db.select({ n: count() }).from(applications).where(where);
      const rows = await db
        .select({
          ...listColumns,
          unread: unreadColumn(applications.id, ctx.reader ?? "partner"),
          total: sql<number>`(${total})::int`,
        })
        .from(applications)
        .innerJoin(students, eq(students.id, applications.student_id))
        .innerJoin(courses, eq(courses.id, applications.course_id))
        .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
        .leftJoin(counsellor, eq(counsellor.id, applications.counsellor_id))
        .where(inArray(applications.id, pageIds))
        .orderBy(...order);
      // A page past the end has no row to carry the total: it is counted apart.
      const n = rows[0]?.total ?? (offsetOf(q) === 0 ? 0 : ((await total)[0]?.n ?? 0));
      const named = await namesFor(db, (n) => withNames(rows, n));
      return { items: named.map((r) => toItem(r, r.unread)), count: n };
    },
  };
}
export type ApplicationQueries = ReturnType<typeof createApplicationQueries>;
