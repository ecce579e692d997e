import type { AuditActionIn } from "@pp/shared";
import { TICKET_REOPEN_DAYS, TICKET_SLA_HOURS, type TicketPriority, type ticketCreateBody } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { ticketAttachments, ticketMessages, tickets } from "../../db/schema/index";
import { conflict, invalid } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { canReopen, createTicketQueries, HOUR, type Ticket, type TicketActor, type TicketQueries } from "./queries";

export function dueTimes(priority: TicketPriority, from: Date) {
  const sla = TICKET_SLA_HOURS[priority];
  return {
    first_response_due_at: new Date(from.getTime() + sla.firstResponse * HOUR),
    resolution_due_at: new Date(from.getTime() + sla.resolution * HOUR),
  };
}

/** The rules and writes of tickets (each one unit of work); what a write answers is the ticket's detail. */
export function createTicketService(
  db: Db,
  notifications: NotificationService,
  queries: TicketQueries = createTicketQueries(db),
) {
  const { row, detail } = queries;

  /** Tells the other side: the partner's active users, or the assignee (else every Superadmin); never the actor. */
  async function tell(actor: TicketActor, t: Ticket, toPartner: boolean, title: string, body: string) {
    // Every change to a ticket is told, so here its partner's systems hear of it too (issue 19).
    const [now] = await db
      .select({ status: tickets.status, priority: tickets.priority, updated_at: tickets.updated_at })
      .from(tickets)
      .where(eq(tickets.id, t.id));
    await notifications.event(t.partner_id, "ticket.updated", {
      ticket: { id: t.id, subject: t.subject, status: now?.status ?? t.status, priority: now?.priority ?? t.priority },
      change: title,
      updated_at: (now?.updated_at ?? new Date()).toISOString(),
    });
    const recipients = toPartner
      ? await queries.partnerUserIds(t.partner_id)
      : t.assigned_to
        ? [{ id: t.assigned_to }]
        : await queries.supportUserIds();
    await notifications.notify(
      recipients.map((u) => u.id),
      {
        kind: "ticket",
        title,
        body,
        link: toPartner ? `/partner/tickets/list/?ticket=${t.id}` : `/admin/tickets?ticket=${t.id}`,
      },
      actor.userId,
    );
  }

  const audit = (actor: TicketActor, partnerId: number, action: AuditActionIn<"ticket">, id: number, details: object) =>
    recordAudit(db, {
      actor_user_id: actor.userId,
      partner_id: partnerId,
      action: `ticket.${action}`,
      entity: "ticket",
      entity_id: String(id),
      details,
    });

  /** Sets the status from one of `from`, or 409 when the ticket moved meanwhile. */
  async function setStatus(t: Ticket, status: string, extra: Partial<typeof tickets.$inferInsert> = {}) {
    const done = await db
      .update(tickets)
      .set({ status, updated_at: new Date(), ...extra })
      .where(and(eq(tickets.id, t.id), eq(tickets.status, t.status)))
      .returning({ id: tickets.id });
    if (!done.length) throw conflict("The ticket changed meanwhile; reload it and try again.");
  }

  return {
    async create(actor: TicketActor & { partnerId: number }, body: z.output<typeof ticketCreateBody>) {
      const errors: Record<string, string[]> = {};
      if (body.student_id) {
        const s = await queries.ownStudent(actor.partnerId, body.student_id);
        if (!s) errors.student_id = ["Choose one of your students."];
      }
      if (body.application_id) {
        const a = await queries.ownApplication(actor.partnerId, body.application_id);
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
      await tell(actor, t!, false, `New ${t!.priority} ticket #${t!.id}`, t!.subject);
      return detail(actor, t!.id);
    },

    async addMessage(actor: TicketActor, id: number, body: string) {
      const { t } = await row(actor, id);
      const staff = actor.partnerId === null;
      if (t.status === "closed") throw conflict("This ticket is closed. Raise a new one.");
      await db.insert(ticketMessages).values({ ticket_id: id, author_user_id: actor.userId, is_staff: staff, body });
      await audit(actor, t.partner_id, "message", id, { staff, length: body.length });
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
        await tell(actor, t, true, `Support answered ticket #${id}`, body.slice(0, 200));
      } else {
        await db
          .update(tickets)
          .set({ status: t.status === "awaiting_partner" ? "in_progress" : t.status, updated_at: now })
          .where(eq(tickets.id, id));
        await tell(actor, t, false, `Partner replied on ticket #${id}`, body.slice(0, 200));
      }
      return detail(actor, id);
    },

    async resolve(actor: TicketActor, id: number, note: string) {
      const { t } = await row(actor, id);
      if (t.status === "resolved" || t.status === "closed") throw conflict(`This ticket is already ${t.status}.`);
      await setStatus(t, "resolved", { resolved_at: new Date(), resolution_note: note });
      await audit(actor, t.partner_id, "resolve", id, { note });
      await tell(actor, t, actor.partnerId === null, `Ticket #${id} is resolved`, note.slice(0, 200));
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
      await tell(actor, t, false, `Ticket #${id} was reopened`, t.subject);
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
        const u = await queries.supportMember(patch.assigned_to);
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
        await tell(actor, t, true, `Ticket #${id} is now ${patch.status.replace("_", " ")}`, t.subject);
      }
      return detail(actor, id);
    },

    /** A file stored for the ticket (its upload is kept only if this unit commits), with its audit entry. */
    async attach(actor: TicketActor, t: Ticket, file: { name: string; type: string; size: number; key: string }) {
      await db.insert(ticketAttachments).values({
        ticket_id: t.id,
        uploaded_by: actor.userId,
        file_name: file.name,
        content_type: file.type,
        size_bytes: file.size,
        storage_key: file.key,
      });
      await audit(actor, t.partner_id, "attachment", t.id, { file_name: file.name });
      return detail(actor, t.id);
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
