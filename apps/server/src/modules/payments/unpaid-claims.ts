import { and, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { commissions, partners } from "../../db/schema/index";
import type { NotificationService } from "../notifications/service";
import { createCommissionQueries } from "./queries";

export const UNPAID_AFTER_DAYS = 90;

/**
 * The `payments.unpaid-claims` job: every claim (claimed or approved) still unpaid 90 days after it was made is
 * announced once, to the Superadmins who pay and to the partner's team. The marker is set by the same update that
 * finds the claim, in the job's unit of work, so a second run (or a second instance) finds nothing left to tell.
 */
export async function notifyUnpaidClaims(db: Db, notifications: NotificationService) {
  const { teamOf, admins } = createCommissionQueries(db);
  const due = await db
    .update(commissions)
    .set({ unpaid_notified_at: sql`clock_timestamp()` })
    .where(
      and(
        inArray(commissions.status, ["claimed", "approved"]),
        isNull(commissions.unpaid_notified_at),
        isNull(commissions.paid_at),
        lte(commissions.claimed_at, sql`clock_timestamp() - make_interval(days => ${UNPAID_AFTER_DAYS})`),
      ),
    )
    .returning({
      id: commissions.id,
      partner_id: commissions.partner_id,
      application_id: commissions.application_id,
      expected_amount: commissions.expected_amount,
      currency: commissions.currency,
    });
  if (due.length === 0) return 0;
  const superadmins = await admins();
  const names = new Map(
    (
      await db
        .select({ id: partners.id, name: partners.company_name })
        .from(partners)
        .where(
          inArray(
            partners.id,
            due.map((d) => d.partner_id),
          ),
        )
    ).map((p) => [p.id, p.name]),
  );
  for (const c of due) {
    const amount = c.expected_amount ? `${c.expected_amount} ${c.currency}` : "The commission";
    const body = `${amount} for application #${c.application_id} was claimed ${UNPAID_AFTER_DAYS} days ago and is still unpaid.`;
    await notifications.notify(superadmins, {
      kind: "commission.unpaid",
      title: `${names.get(c.partner_id) ?? "A partner"}: commission #${c.id} unpaid after ${UNPAID_AFTER_DAYS} days`,
      body,
      link: `/admin/payments?commission=${c.id}`,
    });
    await notifications.notify(await teamOf(c.partner_id), {
      kind: "commission.unpaid",
      title: `Commission #${c.id} is still unpaid after ${UNPAID_AFTER_DAYS} days`,
      body,
      link: `/partner/payments?commission=${c.id}`,
    });
  }
  return due.length;
}
