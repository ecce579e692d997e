import { TICKET_REOPEN_DAYS, type TicketDetail, type TicketItem, type ticketListQuery } from "@pp/shared";
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  applications,
  partners,
  students,
  ticketAttachments,
  ticketMessages,
  tickets,
  users,
} from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";

const creator = alias(users, "creator");
const assignee = alias(users, "assignee");
export const HOUR = 3_600_000;

/** Who is asking: a partner user (scoped to its partner) or the Superadmin (every partner's tickets). */
export type TicketActor = { userId: number; partnerId: number | null };
export type Ticket = typeof tickets.$inferSelect;
type ListQuery = z.output<typeof ticketListQuery>;

/** The SQL for "the clock that applies now has run out". */
export const breachedSql = sql<boolean>`(
  (${tickets.first_responded_at} is null and ${tickets.status} in ('open', 'in_progress') and now() > ${tickets.first_response_due_at})
  or (${tickets.resolved_at} is null and ${tickets.status} not in ('resolved', 'closed') and now() > ${tickets.resolution_due_at}))`;

export const canReopen = (t: Ticket) =>
  t.status === "resolved" &&
  t.resolved_at !== null &&
  Date.now() - t.resolved_at.getTime() <= TICKET_REOPEN_DAYS * 24 * HOUR;

const scope = (actor: TicketActor): SQL[] =>
  actor.partnerId === null ? [] : [eq(tickets.partner_id, actor.partnerId)];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The reads of tickets: a partner sees only its own (other ids answer 404), the Superadmin every partner's. */
export function createTicketQueries(db: Db) {
  const columns = {
    t: tickets,
    partner_name: partners.company_name,
    creator_name: creator.name,
    assignee_name: assignee.name,
    student_first: students.first_name,
    student_last: students.last_name,
    breached: breachedSql,
  };
  const base = () =>
    db
      .select(columns)
      .from(tickets)
      .innerJoin(partners, eq(partners.id, tickets.partner_id))
      .leftJoin(creator, eq(creator.id, tickets.created_by))
      .leftJoin(assignee, eq(assignee.id, tickets.assigned_to))
      .leftJoin(students, eq(students.id, tickets.student_id));
  type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

  const toItem = (r: Row): TicketItem => ({
    id: r.t.id,
    subject: r.t.subject,
    category: r.t.category,
    priority: r.t.priority,
    status: r.t.status,
    partner: { id: r.t.partner_id, name: r.partner_name },
    created_by: r.t.created_by && r.creator_name ? { id: r.t.created_by, name: r.creator_name } : null,
    assigned_to: r.t.assigned_to && r.assignee_name ? { id: r.t.assigned_to, name: r.assignee_name } : null,
    student:
      r.t.student_id && r.student_first ? { id: r.t.student_id, name: `${r.student_first} ${r.student_last}` } : null,
    application_id: r.t.application_id,
    first_response_due_at: r.t.first_response_due_at.toISOString(),
    resolution_due_at: r.t.resolution_due_at.toISOString(),
    first_responded_at: iso(r.t.first_responded_at),
    resolved_at: iso(r.t.resolved_at),
    breached: Boolean(r.breached),
    created_at: r.t.created_at.toISOString(),
    updated_at: r.t.updated_at.toISOString(),
  });

  async function row(actor: TicketActor, id: number) {
    const [r] = await base().where(and(eq(tickets.id, id), ...scope(actor)));
    if (!r) throw notFound("Ticket not found.");
    return r;
  }

  async function detail(actor: TicketActor, id: number): Promise<TicketDetail> {
    const r = await row(actor, id);
    const [messages, files] = await Promise.all([
      db
        .select({ m: ticketMessages, author: users.name })
        .from(ticketMessages)
        .leftJoin(users, eq(users.id, ticketMessages.author_user_id))
        .where(eq(ticketMessages.ticket_id, id))
        .orderBy(asc(ticketMessages.created_at), asc(ticketMessages.id)),
      db.select().from(ticketAttachments).where(eq(ticketAttachments.ticket_id, id)).orderBy(asc(ticketAttachments.id)),
    ]);
    return {
      ...toItem(r),
      description: r.t.description,
      resolution_note: r.t.resolution_note,
      rating: r.t.rating,
      rating_comment: r.t.rating_comment,
      can_reopen: canReopen(r.t),
      messages: messages.map((m) => ({
        id: m.m.id,
        author: m.m.is_staff ? "Support team" : m.author,
        is_staff: m.m.is_staff,
        body: m.m.body,
        created_at: m.m.created_at.toISOString(),
      })),
      attachments: files.map((f) => ({
        id: f.id,
        file_name: f.file_name,
        content_type: f.content_type,
        size_bytes: f.size_bytes,
        created_at: f.created_at.toISOString(),
      })),
    };
  }

  /** Active Superadmins: the support team, or only `id` among them when given. */
  const supportTeam = (id?: number) =>
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(id === undefined ? undefined : eq(users.id, id), eq(users.role, "Superadmin"), eq(users.status, "active")),
      );

  return {
    row,
    detail,

    async list(actor: TicketActor, q: ListQuery) {
      const f: SQL[] = scope(actor);
      if (actor.partnerId === null && q.partner) f.push(eq(tickets.partner_id, q.partner));
      if (q.category) f.push(eq(tickets.category, q.category));
      if (q.priority) f.push(eq(tickets.priority, q.priority));
      if (q.breached) f.push(q.breached === "true" ? breachedSql : sql`not ${breachedSql}`);
      if (q.assigned === "me") f.push(eq(tickets.assigned_to, actor.userId));
      if (q.assigned === "none") f.push(isNull(tickets.assigned_to));
      if (q.search) {
        const like = containsPattern(q.search);
        f.push(or(sql`lower(${tickets.subject}) like ${like}`, sql`${tickets.id}::text = ${q.search}`)!);
      }
      // Counts per status under every filter but the status itself, for the tabs.
      const countWhere = f.length ? and(...f) : undefined;
      if (q.status) f.push(eq(tickets.status, q.status));
      const where = f.length ? and(...f) : undefined;
      const [rows, [total], perStatus] = await Promise.all([
        base().where(where).orderBy(desc(tickets.created_at), desc(tickets.id)).limit(q.page_size).offset(offsetOf(q)),
        db.select({ n: count() }).from(tickets).where(where),
        db.select({ status: tickets.status, n: count() }).from(tickets).where(countWhere).groupBy(tickets.status),
      ]);
      return {
        items: rows.map(toItem),
        count: total?.n ?? 0,
        counts: Object.fromEntries(perStatus.map((s) => [s.status, s.n])),
      };
    },

    async attachmentsOf(actor: TicketActor, id: number, attachmentId: number) {
      await row(actor, id);
      const [a] = await db
        .select()
        .from(ticketAttachments)
        .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticket_id, id)));
      if (!a) throw notFound("Attachment not found.");
      return a;
    },

    /** Every active Superadmin a ticket can be assigned to, by name. */
    assignees: () => supportTeam().orderBy(asc(users.name), asc(users.id)),

    /** The ids to tell on the support side when nobody is assigned: every active Superadmin. */
    supportUserIds: () => supportTeam(),

    /** The active Superadmin `id`, or undefined. */
    async supportMember(id: number) {
      const [u] = await supportTeam(id);
      return u;
    },

    /** The ids to tell on the partner's side: its active users. */
    partnerUserIds: (partnerId: number) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), eq(users.status, "active"))),

    /** The partner's student `id`, or undefined. */
    async ownStudent(partnerId: number, id: number) {
      const [s] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, id), eq(students.partner_id, partnerId)));
      return s;
    },

    /** The partner's application `id` with its student, or undefined. */
    async ownApplication(partnerId: number, id: number) {
      const [a] = await db
        .select({ id: applications.id, student_id: applications.student_id })
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.partner_id, partnerId)));
      return a;
    },
  };
}
export type TicketQueries = ReturnType<typeof createTicketQueries>;
