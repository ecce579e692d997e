import { randomUUID } from "node:crypto";
import type { CommissionStatus } from "@pp/shared";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { commissionEvents, commissions } from "../db/schema/index";
import type { FileStorage } from "../lib/storage";
import { expectedAmount } from "../modules/payments/service";
import { demoPdf } from "./documents";
import { seeded } from "./random";

const DAY = 86_400_000;
/** Where the demo's enrolled applications stand, in this proportion. */
const SPREAD: CommissionStatus[] = [
  "paid",
  "claimed",
  "eligible",
  "approved",
  "projected",
  "paid",
  "disputed",
  "claimed",
  "paid",
  "on_hold",
  "approved",
  "eligible",
  "paid",
  "projected",
];
/** The path each status went along. */
const PATH: Record<CommissionStatus, CommissionStatus[]> = {
  projected: ["projected"],
  eligible: ["projected", "eligible"],
  claimed: ["projected", "eligible", "claimed"],
  approved: ["projected", "eligible", "claimed", "approved"],
  paid: ["projected", "eligible", "claimed", "approved", "paid"],
  disputed: ["projected", "eligible", "claimed", "disputed"],
  on_hold: ["projected", "on_hold"],
};

/**
 * Commission records for a partner's enrolled demo applications, spread over the whole life cycle, with
 * history, invoices (when there is a file store) and a few claims left unpaid for more than 90 days.
 * Skipped when the partner already has commission records.
 */
export async function seedCommissions(
  db: Db,
  partnerId: number,
  seedNo: number,
  ids: { partnerUser: number | null; admin: number | null },
  storage?: FileStorage,
) {
  const [existing] = await db.select({ n: count() }).from(commissions).where(eq(commissions.partner_id, partnerId));
  if ((existing?.n ?? 0) > 0) return 0;
  const rnd = seeded(seedNo + 7);
  const rows = (await db.execute(sql`
    select a.id, c.tuition_fee, c.currency, p.commission_rate, s.first_name, s.last_name,
           (select max(e.created_at) from application_events e where e.application_id = a.id and e.to_status_id = a.status_id) as enrolled_at
    from applications a
    join application_statuses st on st.id = a.status_id and st.triggers_commission
    join courses c on c.id = a.course_id
    join partners p on p.id = a.partner_id
    join students s on s.id = a.student_id
    where a.partner_id = ${partnerId}
    order by a.id`)) as unknown as {
    rows: {
      id: number;
      tuition_fee: string;
      currency: string;
      commission_rate: string | null;
      first_name: string;
      last_name: string;
      enrolled_at: Date | string | null;
    }[];
  };
  const now = Date.now();
  let made = 0;
  // Whatever the draws, the last paid record is paid short when none before it was.
  const lastPaid = rows.rows.findLastIndex((_, i) => SPREAD[i % SPREAD.length] === "paid");
  let paidShort = false;
  for (const [i, a] of rows.rows.entries()) {
    const status = SPREAD[i % SPREAD.length]!;
    const start = Math.min(a.enrolled_at ? new Date(a.enrolled_at).getTime() : now - 200 * DAY, now - 2 * DAY);
    // Spread the steps between the enrolment and now; the first claims wait long enough to be overdue.
    const path = PATH[status];
    const span = Math.max(now - start - DAY, DAY);
    const times = path.map((_, j) => new Date(start + Math.floor((span * j) / Math.max(path.length, 2))));
    const expected = expectedAmount(a.tuition_fee, a.commission_rate);
    const claimedIdx = path.indexOf("claimed");
    let claimedAt = claimedIdx >= 0 ? times[claimedIdx]! : null;
    if (claimedAt && (status === "claimed" || status === "approved") && i % 3 === 0 && start < now - 140 * DAY)
      claimedAt = new Date(Math.max(start + DAY, now - (95 + rnd.int(0, 40)) * DAY));
    let invoiceKey: string | null = null;
    const invoiceNumber = claimedAt
      ? `INV-${new Date(claimedAt).getUTCFullYear()}-${String(a.id).padStart(5, "0")}`
      : null;
    if (claimedAt && storage) {
      invoiceKey = `invoices/${partnerId}/${randomUUID()}.pdf`;
      await storage.put(
        invoiceKey,
        demoPdf([
          `Invoice ${invoiceNumber}`,
          `Commission for ${a.first_name} ${a.last_name}`,
          `Application #${a.id}`,
          `Amount: ${expected ?? "-"} ${a.currency}`,
        ]),
      );
    }
    // Some payments short, as partners complain.
    const short: boolean = status === "paid" && expected ? rnd.chance(0.2) || (i === lastPaid && !paidShort) : false;
    paidShort ||= short;
    const received = status === "paid" && expected ? (Number(expected) * (short ? 0.9 : 1)).toFixed(2) : null;
    const paidAt = status === "paid" ? times[times.length - 1]! : null;
    const [c] = await db
      .insert(commissions)
      .values({
        partner_id: partnerId,
        application_id: a.id,
        currency: a.currency,
        tuition_fee: a.tuition_fee,
        commission_rate: a.commission_rate,
        expected_amount: expected,
        status,
        reason:
          status === "disputed"
            ? "The provider's statement shows a scholarship; the tuition is lower than invoiced."
            : status === "on_hold"
              ? "Waiting for the provider's census-date confirmation."
              : null,
        invoice_number: invoiceNumber,
        invoice_file_name: invoiceNumber ? `${invoiceNumber}.pdf` : null,
        invoice_content_type: invoiceNumber ? "application/pdf" : null,
        invoice_storage_key: invoiceKey,
        claimed_at: claimedAt,
        approved_at: path.includes("approved") ? times[path.indexOf("approved")]! : null,
        paid_at: paidAt,
        received_amount: received,
        received_date: paidAt ? paidAt.toISOString().slice(0, 10) : null,
        created_at: times[0]!,
        updated_at: times[times.length - 1]!,
      })
      .returning({ id: commissions.id });
    await db.insert(commissionEvents).values(
      path.map((to, j) => ({
        commission_id: c!.id,
        from_status: j === 0 ? null : path[j - 1]!,
        to_status: to,
        note:
          to === "projected"
            ? "The student enrolled: commission is projected."
            : to === "claimed"
              ? `Invoice ${invoiceNumber}`
              : to === "paid"
                ? `Received ${received} ${a.currency}`
                : null,
        actor_id: to === "claimed" ? ids.partnerUser : ids.admin,
        created_at: to === "claimed" && claimedAt ? claimedAt : times[j]!,
      })),
    );
    made++;
  }
  return made;
}
