import {
  TICKET_REOPEN_DAYS,
  TICKET_SLA_HOURS,
  type TicketDetail,
  type TicketItem,
  type TicketPriority,
  type ticketCreateBody,
  type ticketListQuery,
} from "@pp/shared";
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  applications,
  auditLog,
  partners,
  students,
  ticketAttachments,
  ticketMessages,
  tickets,
  users,
} from "../../db/schema/index";
import { conflict, invalid, notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import type { NotificationService } from "../notifications/service";

const creator = alias(users, "creator");
const assignee = alias(users, "assignee");
const HOUR = 3_600_000;

/** Who is asking: a partner user (scoped to its partner) or the Superadmin (every partner's tickets). */
export type TicketActor = { userId: number; partnerId: number | null };
type ListQuery = z.output<typeof ticketListQuery>;

/** The SQL for "the clock that applies now has run out". */
const breachedSql = sql<boolean>`(
  (${tickets.first_responded_at} is null and ${tickets.status} in ('open', 'in_progress') and now() > ${tickets.first_response_due_at})
  or (${tickets.resolved_at} is null and ${tickets.status} not in ('resolved', 'closed') and now() > ${tickets.resolution_due_at}))`;

export function dueTimes(priority: TicketPriority, from: Date) {
  const sla = TICKET_SLA_HOURS[priority];
  return {
    first_response_due_at: new Date(from.getTime() + sla.firstResponse * HOUR),
    resolution_due_at: new Date(from.getTime() + sla.resolution * HOUR),
  };
}

export function createTicketService(db: Db, notifications: NotificationService) {
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

  const iso = (d: Date | null) => d?.toISOString() ?? null;
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

  const scope = (actor: TicketActor): SQL[] =>
    actor.partnerId === null ? [] : [eq(tickets.partner_id, actor.partnerId)];

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

  const canReopen = (t: typeof tickets.$inferSelect) =>
    t.status === "resolved" &&
    t.resolved_at !== null &&
    Date.now() - t.resolved_at.getTime() <= TICKET_REOPEN_DAYS * 24 * HOUR;

  /** Tells the other side: the partner's active users, or the assignee (else every Superadmin). */
  async function tell(t: typeof tickets.$inferSelect, toPartner: boolean, title: string, body: string) {
    const recipients = toPartner
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.partner_id, t.partner_id), eq(users.status, "active")))
      : t.assigned_to
        ? [{ id: t.assigned_to }]
        : await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "Superadmin"), eq(users.status, "active")));
    await notifications.notify(
      recipients.map((u) => u.id),
      {
        kind: "ticket",
        title,
        body,
        link: toPartner ? `/partner/tickets/list/?ticket=${t.id}` : `/admin/tickets?ticket=${t.id}`,
      },
    );
  }

  const audit = (actor: TicketActor, partnerId: number, action: string, id: number, details: object) =>
    db.insert(auditLog).values({
      actor_user_id: actor.userId,
      partner_id: partnerId,
      action: `ticket.${action}`,
      entity: "ticket",
      entity_id: String(id),
      details,
    });

  /** Sets the status from one of `from`, or 409 when the ticket moved meanwhile. */
  async function setStatus(
    t: typeof tickets.$inferSelect,
    status: string,
    extra: Partial<typeof tickets.$inferInsert> = {},
  ) {
    const done = await db
      .update(tickets)
      .set({ status, updated_at: new Date(), ...extra })
      .where(and(eq(tickets.id, t.id), eq(tickets.status, t.status)))
      .returning({ id: tickets.id });
    if (!done.length) throw conflict("The ticket changed meanwhile; reload it and try again.");
  }

  return {
    detail,
    row,

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

    async create(actor: TicketActor & { partnerId: number }, body: z.output<typeof ticketCreateBody>) {
      const errors: Record<string, string[]> = {};
      if (body.student_id) {
        const [s] = await db
          .select({ id: students.id })
          .from(students)
          .where(and(eq(students.id, body.student_id), eq(students.partner_id, actor.partnerId)));
        if (!s) errors.student_id = ["Choose one of your students."];
      }
      if (body.application_id) {
        const [a] = await db
          .select({ id: applications.id, student_id: applications.student_id })
          .from(applications)
          .where(and(eq(applications.id, body.application_id), eq(applications.partner_id, actor.partnerId)));
        if (!a) errors.application_id = ["Choose one of your applications."];
        else if (body.student_id && a.student_id !== body.student_id)
          errors.application_id = ["This application belongs to another student."];
      }
      if (Object.keys(errors).length) throw invalid(errors);
      const now = new Date();
      const [t] = await db
        .insert(tickets)
        .values({
          partner_id: actor.partnerId,
          created_by: actor.userId,
          subject: body.subject,
          description: body.description,
          category: body.category,
          priority: body.priority,
          student_id: body.student_id ?? null,
          application_id: body.application_id ?? null,
          created_at: now,
          updated_at: now,
          ...dueTimes(body.priority, now),
        })
        .returning();
      await audit(actor, actor.partnerId, "create", t!.id, { subject: t!.subject, priority: t!.priority });
      await tell(t!, false, `New ${t!.priority} ticket #${t!.id}`, t!.subject);
      return detail(actor, t!.id);
    },

    async addMessage(actor: TicketActor, id: number, body: string) {
      const { t } = await row(actor, id);
      const staff = actor.partnerId === null;
      if (t.status === "closed") throw conflict("This ticket is closed. Raise a new one.");
      await db.insert(ticketMessages).values({ ticket_id: id, author_user_id: actor.userId, is_staff: staff, body });
      const now = new Date();
      if (staff) {
        // The first staff answer stops the first-response clock; the ball is then in the partner's court.
        await db
          .update(tickets)
          .set({
            first_responded_at: t.first_responded_at ?? now,
            status: t.status === "open" || t.status === "in_progress" ? "awaiting_partner" : t.status,
            updated_at: now,
          })
          .where(eq(tickets.id, id));
        await tell(t, true, `Support answered ticket #${id}`, body.slice(0, 200));
      } else {
        await db
          .update(tickets)
          .set({ status: t.status === "awaiting_partner" ? "in_progress" : t.status, updated_at: now })
          .where(eq(tickets.id, id));
        await tell(t, false, `Partner replied on ticket #${id}`, body.slice(0, 200));
      }
      return detail(actor, id);
    },

    async resolve(actor: TicketActor, id: number, note: string) {
      const { t } = await row(actor, id);
      if (t.status === "resolved" || t.status === "closed") throw conflict(`This ticket is already ${t.status}.`);
      await setStatus(t, "resolved", { resolved_at: new Date(), resolution_note: note });
      await audit(actor, t.partner_id, "resolve", id, { note });
      await tell(t, actor.partnerId === null, `Ticket #${id} is resolved`, note.slice(0, 200));
      return detail(actor, id);
    },

    async reopen(actor: TicketActor, id: number) {
      const { t } = await row(actor, id);
      if (!canReopen(t)) {
        throw conflict(
          t.status === "resolved"
            ? `A ticket can be reopened within ${TICKET_REOPEN_DAYS} days of its resolution; raise a new one.`
            : "Only a resolved ticket can be reopened.",
        );
      }
      await setStatus(t, "open", { resolved_at: null, rating: null, rating_comment: null });
      await audit(actor, t.partner_id, "reopen", id, {});
      await tell(t, false, `Ticket #${id} was reopened`, t.subject);
      return detail(actor, id);
    },

    async rate(actor: TicketActor, id: number, rating: number, comment: string | null) {
      const { t } = await row(actor, id);
      if (t.status !== "resolved" && t.status !== "closed")
        throw conflict("Rate the support once the ticket is resolved.");
      await db
        .update(tickets)
        .set({ rating, rating_comment: comment, updated_at: new Date() })
        .where(eq(tickets.id, id));
      await audit(actor, t.partner_id, "rate", id, { rating });
      return detail(actor, id);
    },

    async adminUpdate(actor: TicketActor, id: number, patch: { status?: string; assigned_to?: number | null }) {
      const { t } = await row(actor, id);
      if (patch.assigned_to) {
        const [u] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, patch.assigned_to), eq(users.role, "Superadmin"), eq(users.status, "active")));
        if (!u) throw invalid({ assigned_to: ["Choose someone from the support team."] });
      }
      const now = new Date();
      const set: Partial<typeof tickets.$inferInsert> = { updated_at: now };
      if (patch.assigned_to !== undefined) set.assigned_to = patch.assigned_to;
      if (patch.status && patch.status !== t.status) {
        set.status = patch.status;
        if (patch.status === "resolved") set.resolved_at = now;
        if (patch.status === "closed") set.closed_at = now;
        if (patch.status === "open" || patch.status === "in_progress") set.resolved_at = null;
      }
      await db.update(tickets).set(set).where(eq(tickets.id, id));
      await audit(actor, t.partner_id, "update", id, {
        before: { status: t.status, assigned_to: t.assigned_to },
        after: patch,
      });
      if (patch.status && patch.status !== t.status) {
        await tell(t, true, `Ticket #${id} is now ${patch.status.replace("_", " ")}`, t.subject);
      }
      return detail(actor, id);
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
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
