import { ADMIN_COMMISSION_MOVES, type CommissionStatus, PARTNER_CLAIMABLE, PARTNER_DISPUTABLE } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, commissionEvents, commissions, courses, partners } from "../../db/schema/index";
import { conflict, invalid } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { type CommissionActor, type CommissionQueries, createCommissionQueries, type Row } from "./queries";

export type { CommissionActor } from "./queries";

/** Expected commission: tuition times the rate, rounded to cents. */
export function expectedAmount(tuition: string, rate: string | null): string | null {
  if (rate === null) return null;
  const cents = Math.round(Number(tuition) * Number(rate));
  return (cents / 100).toFixed(2);
}

/** The rules and writes of commission records: each move one unit of work (the route runs it in one). */
export function createCommissionService(
  db: Db,
  notifications: NotificationService,
  queries: CommissionQueries = createCommissionQueries(db),
) {
  const { row, detail, teamOf, admins } = queries;

  /** Moves a record, guarding against a concurrent change, and writes the history, the audit log and notices. */
  async function transition(
    actor: CommissionActor,
    r: Row,
    to: CommissionStatus,
    note: string | null,
    patch: Partial<typeof commissions.$inferInsert> = {},
  ) {
    const now = new Date();
    const changed = await db
      .update(commissions)
      .set({ status: to, updated_at: now, ...patch })
      .where(and(eq(commissions.id, r.c.id), eq(commissions.status, r.c.status)))
      .returning({ id: commissions.id });
    if (changed.length === 0) throw conflict("The record changed meanwhile; reload it and try again.");
    await db.insert(commissionEvents).values({
      commission_id: r.c.id,
      from_status: r.c.status,
      to_status: to,
      note,
      actor_id: actor.userId,
      created_at: now,
    });
    await recordAudit(db, {
      actor_user_id: actor.userId,
      partner_id: r.c.partner_id,
      action: `commission.${to}`,
      entity: "commission",
      entity_id: String(r.c.id),
      details: { before: { status: r.c.status }, after: { status: to, ...patch }, note },
      ip: actor.ip ?? null,
    });
    await notifications.event(r.c.partner_id, "commission.status_changed", {
      commission_id: r.c.id,
      application_id: r.c.application_id,
      from: r.c.status,
      to,
      currency: r.c.currency,
      expected_amount: r.c.expected_amount,
      ...patch,
      note,
      changed_at: now.toISOString(),
    });
    const label = to.replace("_", " ");
    const what = `${r.student_first} ${r.student_last}, ${r.course_name} (application #${r.c.application_id})`;
    if (actor.partnerId === null) {
      await notifications.notify(
        await teamOf(r.c.partner_id),
        {
          kind: "commission.status",
          title: `Commission #${r.c.id} is now ${label}`,
          body: note ? `${what}: ${note}` : what,
          link: `/partner/payments?commission=${r.c.id}`,
        },
        actor.userId,
      );
    } else {
      await notifications.notify(
        await admins(),
        {
          kind: "commission.status",
          title:
            to === "claimed"
              ? `${r.partner_name} claimed commission #${r.c.id}`
              : `${r.partner_name} disputed commission #${r.c.id}`,
          body: note ? `${what}: ${note}` : what,
          link: `/admin/payments?commission=${r.c.id}`,
        },
        actor.userId,
      );
    }
  }

  /** 404 for another partner's record, 409 unless it can be claimed now. */
  async function assertClaimable(actor: CommissionActor, id: number) {
    const r = await row(actor, id);
    const status = r.c.status as CommissionStatus;
    if (!PARTNER_CLAIMABLE.includes(status))
      throw conflict(
        status === "projected"
          ? "This commission is not eligible yet: it can be claimed once the team confirms the enrolment."
          : `This commission is ${status.replace("_", " ")}; it cannot be claimed now.`,
      );
    return r;
  }

  return {
    assertClaimable,

    /** The partner claims an eligible (or disputed) record with its invoice. */
    async claim(
      actor: CommissionActor & { partnerId: number },
      id: number,
      v: { invoice_number: string; note?: string | null },
      file: { key: string; name: string; type: string },
    ) {
      const r = await assertClaimable(actor, id);
      await transition(actor, r, "claimed", v.note ?? `Invoice ${v.invoice_number}`, {
        invoice_number: v.invoice_number,
        invoice_file_name: file.name,
        invoice_content_type: file.type,
        invoice_storage_key: file.key,
        claimed_at: new Date(),
        // A new claim gets its own 90-day notice (modules/payments/unpaid-claims.ts).
        unpaid_notified_at: null,
        reason: null,
      });
      return detail(actor, id);
    },

    /** The partner disputes what was approved or paid. */
    async dispute(actor: CommissionActor & { partnerId: number }, id: number, reason: string) {
      const r = await row(actor, id);
      const status = r.c.status as CommissionStatus;
      if (!PARTNER_DISPUTABLE.includes(status))
        throw conflict(`This commission is ${status.replace("_", " ")}; only approved or paid ones can be disputed.`);
      await transition(actor, r, "disputed", reason, { reason });
      return detail(actor, id);
    },

    /** The Superadmin's moves along ADMIN_COMMISSION_MOVES. */
    async adminMove(
      actor: CommissionActor,
      id: number,
      v: {
        status: CommissionStatus;
        reason?: string;
        note?: string;
        received_amount?: number;
        received_date?: string;
      },
    ) {
      const r = await row({ ...actor, partnerId: null }, id);
      const from = r.c.status as CommissionStatus;
      if (from === v.status) throw invalid({ status: [`The record is already ${from.replace("_", " ")}.`] });
      if (!ADMIN_COMMISSION_MOVES[from].includes(v.status)) {
        throw conflict(
          `A ${from.replace("_", " ")} commission cannot move to ${v.status.replace("_", " ")}. It can move to: ${ADMIN_COMMISSION_MOVES[
            from
          ]
            .map((s) => s.replace("_", " "))
            .join(", ")}.`,
        );
      }
      if (v.status === "claimed" && !r.c.invoice_storage_key)
        throw conflict("There is no invoice on this record: only the partner can claim it.");
      const patch: Partial<typeof commissions.$inferInsert> = {};
      if (v.status === "disputed" || v.status === "on_hold") patch.reason = v.reason ?? null;
      else patch.reason = null;
      if (v.status === "approved") patch.approved_at = new Date();
      if (v.status === "paid") {
        patch.paid_at = new Date();
        patch.received_amount = v.received_amount!.toFixed(2);
        patch.received_date = v.received_date!;
      }
      const note =
        v.status === "paid"
          ? [`Received ${v.received_amount!.toFixed(2)} ${r.c.currency} on ${v.received_date}`, v.note]
              .filter(Boolean)
              .join(". ")
          : (v.reason ?? v.note ?? null);
      await transition(actor, r, v.status, note || null, patch);
      return detail({ ...actor, partnerId: null }, id);
    },
  };
}
export type CommissionService = ReturnType<typeof createCommissionService>;

/**
 * Opens the commission record of an application that reached a status which triggers commission (once per
 * application): tuition times the partner's current rate, in the course's currency, as Projected.
 */
export async function openCommission(db: Db, applicationId: number, actorId: number | null) {
  const [a] = await db
    .select({
      partner_id: applications.partner_id,
      tuition: courses.tuition_fee,
      currency: courses.currency,
      rate: partners.commission_rate,
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(partners, eq(partners.id, applications.partner_id))
    .where(eq(applications.id, applicationId));
  if (!a) return null;
  const [c] = await db
    .insert(commissions)
    .values({
      partner_id: a.partner_id,
      application_id: applicationId,
      currency: a.currency,
      tuition_fee: a.tuition,
      commission_rate: a.rate,
      expected_amount: expectedAmount(a.tuition, a.rate),
      status: "projected",
    })
    .onConflictDoNothing()
    .returning({ id: commissions.id });
  if (!c) return null;
  await db.insert(commissionEvents).values({
    commission_id: c.id,
    from_status: null,
    to_status: "projected",
    note: "The student enrolled: commission is projected.",
    actor_id: actorId,
  });
  return c.id;
}
