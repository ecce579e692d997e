// The sections of My day (issue 36, decision 053). One entry per section: the permission its list needs, the web
// list with the filter that shows the same rows, and its read (the count and the first rows). A section added here
// appears on the page; its count must equal its list's total with the same filter (my-day.test.ts checks each).
import type { ApplicationItem, ApplicationListQuery, MyDayItem, MyDaySectionKey, Permission } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { and, asc, count, eq, inArray, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applicationMessages, applications, courses, students, tickets } from "../../db/schema/index";
import type { PartnerContext } from "../../plugins/partner-context";
import { createApplicationQueries } from "../applications/queries";
import { createStudentQueries } from "../students/queries";
import { createTaskQueries, localTaskTitle } from "../tasks/queries";

/** How many rows a section shows; "See all" opens the list for the rest. */
export const FIRST_ROWS = 5;

export type SectionRead = { count: number; items: MyDayItem[] };

export type SectionSpec = {
  key: MyDaySectionKey;
  /** The permission of the list the section mirrors: without it the section is not listed; null: anyone's own. */
  permission: Permission | null;
  /** The web list with the section's filter. */
  list: string;
  read: (db: Db, ctx: PartnerContext, language: LanguageCode) => Promise<SectionRead>;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Admissions wrote and nobody on the partner's side has read it: longest waiting first. Both reads walk only the
 * partner's range of the partial index on unread admissions' messages (migration 0037): the count of applications
 * there is the list's `messages=unread` total, and the five longest waiting are joined to their names alone.
 */
const messages: SectionSpec = {
  key: "messages",
  permission: "applications.view",
  list: "/partner/application?messages=unread",
  async read(db, ctx) {
    const unread = sql`${applicationMessages.partner_id} = ${ctx.partnerId} and ${applicationMessages.side} = 'admin' and ${applicationMessages.read_at} is null`;
    const counted = db
      .select({ n: sql<number>`count(distinct ${applicationMessages.application_id})::int` })
      .from(applicationMessages)
      .where(unread);
    const waiting = db
      .select({ id: applicationMessages.application_id, since: min(applicationMessages.created_at).as("since") })
      .from(applicationMessages)
      .where(unread)
      .groupBy(applicationMessages.application_id)
      .orderBy(asc(min(applicationMessages.created_at)), asc(applicationMessages.application_id))
      .limit(FIRST_ROWS)
      .as("waiting");
    const first = db
      .select({
        id: applications.id,
        first: students.first_name,
        last: students.last_name,
        course: courses.name,
        since: waiting.since,
      })
      .from(waiting)
      .innerJoin(applications, and(eq(applications.id, waiting.id), eq(applications.partner_id, ctx.partnerId)))
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .orderBy(asc(waiting.since), asc(applications.id));
    const [[n], rows] = await Promise.all([counted, first]);
    return {
      count: n?.n ?? 0,
      items: rows.map((r) => ({
        id: r.id,
        title: `${r.first} ${r.last}`,
        subtitle: r.course,
        date: iso(r.since),
        link: `/partner/application/${r.id}`,
      })),
    };
  },
};

/** Tickets the support team handed back to the agency: longest waiting first. */
const waitingTickets: SectionSpec = {
  key: "tickets",
  permission: "tickets.manage",
  list: "/partner/tickets/list/?status=awaiting_partner",
  async read(db, ctx) {
    const where = and(eq(tickets.partner_id, ctx.partnerId), eq(tickets.status, "awaiting_partner"));
    const [[n], rows] = await Promise.all([
      db.select({ n: count() }).from(tickets).where(where),
      db
        .select({ id: tickets.id, subject: tickets.subject, category: tickets.category, at: tickets.updated_at })
        .from(tickets)
        .where(where)
        .orderBy(asc(tickets.updated_at), asc(tickets.id))
        .limit(FIRST_ROWS),
    ]);
    return {
      count: n?.n ?? 0,
      items: rows.map((r) => ({
        id: r.id,
        title: r.subject,
        subtitle: `#${r.id}`,
        date: iso(r.at),
        link: `/partner/tickets/list/?ticket=${r.id}`,
      })),
    };
  },
};

/**
 * The caller's own tasks due before today, or today: the Tasks list's `due` filter with "Assigned to me", read by
 * the list's own query (so the count is the list's total by construction). A row opens the record it is about.
 */
const ownTasks = (key: MyDaySectionKey, due: "overdue" | "today"): SectionSpec => ({
  key,
  permission: null,
  list: `/partner/tasks?due=${due}&assignee=me`,
  async read(db, ctx, language) {
    const r = await createTaskQueries(db).list(ctx, { due, assignee: "me", page: 1, page_size: FIRST_ROWS });
    return {
      count: r.count,
      items: r.items
        .map((item) => localTaskTitle(item, language))
        .map((t) => ({
          id: t.id,
          title: t.title,
          subtitle: t.student?.name ?? "",
          date: t.due_at,
          link: t.application
            ? `/partner/application/${t.application.id}`
            : t.student
              ? `/partner/student/${t.student.id}`
              : "/partner/tasks",
        })),
    };
  },
});

/** A section that is the applications list with `filter`, its first rows by `date`, soonest first. */
const applicationsWhere = (
  key: MyDaySectionKey,
  filter: Pick<ApplicationListQuery, "deadline" | "documents" | "offer">,
  ordering: "deadline" | "offer_respond_by",
  date: (a: ApplicationItem) => string | null,
): SectionSpec => {
  const query = new URLSearchParams({ ...(filter as Record<string, string>), ordering });
  return {
    key,
    permission: "applications.view",
    list: `/partner/application?${query}`,
    async read(db, ctx) {
      const r = await createApplicationQueries(db).list(ctx, { ...filter, ordering, page: 1, page_size: FIRST_ROWS });
      return {
        count: r.count,
        items: r.items.map((a) => ({
          id: a.id,
          title: a.student.name,
          subtitle: `${a.course.name} · ${a.provider.name}`,
          date: date(a),
          link: `/partner/application/${a.id}`,
        })),
      };
    },
  };
};

/** Students whose passport has expired or ends before an open application's intake start plus six months. */
const passports: SectionSpec = {
  key: "passports",
  permission: "students.view",
  list: "/partner/student?passport=expiring",
  async read(db, ctx) {
    const r = await createStudentQueries(db).list(ctx, { passport: "expiring", page: 1, page_size: FIRST_ROWS });
    // The list's rows do not carry the expiry: the five rows' own, by id.
    const ids = r.items.map((s) => s.id);
    const expiry = new Map(
      ids.length
        ? (
            await db
              .select({ id: students.id, on: students.passport_expiry })
              .from(students)
              .where(and(eq(students.partner_id, ctx.partnerId), inArray(students.id, ids)))
          ).map((x) => [x.id, x.on])
        : [],
    );
    return {
      count: r.count,
      items: r.items.map((s) => ({
        id: s.id,
        title: s.full_name,
        subtitle: s.email,
        date: expiry.get(s.id) ?? null,
        link: `/partner/student/${s.id}`,
      })),
    };
  },
};

/** The sections in the order the page shows them: what is late, what is due today, what closes soon, what waits. */
export const SECTIONS: SectionSpec[] = [
  ownTasks("overdue", "overdue"),
  ownTasks("today", "today"),
  applicationsWhere("deadlines", { deadline: "soon" }, "deadline", (a) => a.deadline),
  applicationsWhere("documents", { deadline: "soon", documents: "missing" }, "deadline", (a) => a.deadline),
  applicationsWhere("offers", { offer: "awaiting" }, "offer_respond_by", (a) => a.offer_respond_by),
  passports,
  messages,
  waitingTickets,
];
