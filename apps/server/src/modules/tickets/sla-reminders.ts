import { and, eq, gt, isNull, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { tickets, users } from "../../db/schema/index";
import type { NotificationService } from "../notifications/service";
import { createTicketQueries } from "./queries";

type Stage = {
  marker: "first_response_warned_at" | "first_response_breached_at" | "resolution_warned_at" | "resolution_breached_at";
  due: PgColumn;
  done: PgColumn;
  breach: boolean;
  what: string;
};

const STAGES: Stage[] = [
  {
    marker: "first_response_warned_at",
    due: tickets.first_response_due_at,
    done: tickets.first_responded_at,
    breach: false,
    what: "first response",
  },
  {
    marker: "first_response_breached_at",
    due: tickets.first_response_due_at,
    done: tickets.first_responded_at,
    breach: true,
    what: "first response",
  },
  {
    marker: "resolution_warned_at",
    due: tickets.resolution_due_at,
    done: tickets.resolved_at,
    breach: false,
    what: "resolution",
  },
  {
    marker: "resolution_breached_at",
    due: tickets.resolution_due_at,
    done: tickets.resolved_at,
    breach: true,
    what: "resolution",
  },
];

const now = sql`clock_timestamp()`;

/**
 * The `tickets.sla-reminders` job: for each open ticket whose SLA (first response, resolution) is within an hour
 * of breach, and again when it breaches, the partner's owners and the assigned support person (or, unassigned,
 * the support team) are notified, each once. The update that finds a ticket sets its marker in the job's unit of
 * work, so a second run or instance finds nothing left. A ticket found already past its due time is told of the
 * breach only.
 */
export async function remindSla(db: Db, notifications: NotificationService) {
  const queries = createTicketQueries(db);
  let sent = 0;
  for (const stage of STAGES) {
    const marker = tickets[stage.marker];
    const when: SQL | undefined = stage.breach
      ? lte(stage.due, now)
      : and(gt(stage.due, now), lte(stage.due, sql`${now} + interval '1 hour'`));
    const hit = await db
      .update(tickets)
      .set({ [stage.marker]: now } as Partial<typeof tickets.$inferInsert>)
      .where(and(isNull(marker), isNull(stage.done), notInArray(tickets.status, ["resolved", "closed"]), when))
      .returning({
        id: tickets.id,
        partner_id: tickets.partner_id,
        subject: tickets.subject,
        assigned_to: tickets.assigned_to,
      });
    for (const t of hit) {
      const title = stage.breach
        ? `Ticket #${t.id} missed its ${stage.what} time`
        : `Ticket #${t.id}: ${stage.what} due within an hour`;
      const owners = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.partner_id, t.partner_id), eq(users.is_sub_login, false), eq(users.status, "active")));
      await notifications.notify(
        owners.map((u) => u.id),
        { kind: "ticket.sla", title, body: t.subject, link: `/partner/tickets/list/?ticket=${t.id}` },
      );
      const support = t.assigned_to ? [{ id: t.assigned_to }] : await queries.supportUserIds();
      await notifications.notify(
        support.map((u) => u.id),
        { kind: "ticket.sla", title, body: t.subject, link: `/admin/tickets?ticket=${t.id}` },
      );
      sent += 1;
    }
  }
  return sent;
}
