import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Update Payment Status (issue 6): commission records and their life cycle. */
export const COMMISSION_STATUSES = [
  "projected",
  "eligible",
  "claimed",
  "approved",
  "paid",
  "disputed",
  "on_hold",
] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** A claim that has waited longer than this without payment is highlighted. */
export const CLAIM_OVERDUE_DAYS = 90;

/**
 * Who may move a record where. The Superadmin confirms eligibility, approves or disputes claims, records payments
 * and puts records on hold; the partner claims (with an invoice) and disputes what it was approved or paid.
 * Disputed and On hold records go back to a working status when the Superadmin settles them.
 */
export const ADMIN_COMMISSION_MOVES: Record<CommissionStatus, readonly CommissionStatus[]> = {
  projected: ["eligible", "on_hold"],
  eligible: ["projected", "on_hold"],
  claimed: ["approved", "disputed", "on_hold"],
  approved: ["paid", "disputed", "on_hold"],
  paid: ["disputed"],
  disputed: ["eligible", "claimed", "approved", "paid"],
  on_hold: ["projected", "eligible", "claimed", "approved"],
};
export const PARTNER_CLAIMABLE: readonly CommissionStatus[] = ["eligible", "disputed"];
export const PARTNER_DISPUTABLE: readonly CommissionStatus[] = ["approved", "paid"];

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} is an amount.` })
    .positive(`${label} is more than 0.`)
    .max(9_999_999_999, `${label} is too large.`)
    .multipleOf(0.01, `${label} has at most two decimals.`);

const reason = z
  .string({ error: "Give a reason." })
  .trim()
  .min(3, "Give a reason of at least 3 characters.")
  .max(1000, "A reason is at most 1000 characters.");

/** The partner's claim: multipart fields beside the invoice file. */
export const commissionClaimFields = z.object({
  invoice_number: z
    .string({ error: "Enter the invoice number." })
    .trim()
    .min(1, "Enter the invoice number.")
    .max(60, "An invoice number is at most 60 characters.")
    .regex(/^[\w\-/.# ]+$/, "An invoice number has letters, digits, spaces and - / . # only."),
  note: z
    .string()
    .trim()
    .max(2000, "A note is at most 2000 characters.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
});

export const commissionDisputeBody = z.object({ reason });

export const commissionAdminMoveBody = z
  .object({
    status: z.enum(COMMISSION_STATUSES, { error: "Choose a status." }),
    reason: z.string().trim().max(1000, "A reason is at most 1000 characters.").optional(),
    note: z.string().trim().max(2000, "A note is at most 2000 characters.").optional(),
    received_amount: money("The received amount").optional(),
    received_date: z.iso.date({ error: "The received date is a date like 2026-01-31." }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.status === "disputed" || v.status === "on_hold") && (!v.reason || v.reason.length < 3))
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Give a reason of at least 3 characters." });
    if (v.status === "paid") {
      if (v.received_amount === undefined)
        ctx.addIssue({ code: "custom", path: ["received_amount"], message: "Enter the amount received." });
      if (!v.received_date)
        ctx.addIssue({ code: "custom", path: ["received_date"], message: "Enter the date it was received." });
      else if (Date.parse(`${v.received_date}T00:00:00Z`) > Date.now() + 86_400_000)
        ctx.addIssue({
          code: "custom",
          path: ["received_date"],
          message: "The received date cannot be in the future.",
        });
    }
  });
export type CommissionAdminMoveBody = z.input<typeof commissionAdminMoveBody>;

const isoDay = (label: string) => z.iso.date({ error: `${label} is a date like 2026-01-31.` });

export const commissionListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  status: z.enum(COMMISSION_STATUSES, { error: `status is one of ${COMMISSION_STATUSES.join(", ")}.` }).optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "currency is a three-letter code such as GBP.")
    .optional(),
  overdue: z.enum(["true", "false"], { error: "overdue is true or false." }).optional(),
  created_from: isoDay("created_from").optional(),
  created_to: isoDay("created_to").optional(),
  /** The Superadmin's list only. */
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("partner must be a partner id.").optional(),
});
export type CommissionListQuery = z.input<typeof commissionListQuery>;

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const commissionItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  application_id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  partner: ref,
  student: ref,
  course: ref,
  provider: ref,
  intake: z.string().nullable(),
  currency: z.string(),
  /** Decimal strings with two places, e.g. "18500.00". */
  tuition_fee: z.string(),
  commission_rate: z.string().nullable(),
  expected_amount: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  has_invoice: z.boolean(),
  claimed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  received_amount: z.string().nullable(),
  received_date: z.string().nullable(),
  /** Claimed (or approved) more than CLAIM_OVERDUE_DAYS ago and still not paid. */
  overdue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommissionItem = z.infer<typeof commissionItem>;

export const commissionDetail = commissionItem.extend({
  history: z.array(
    z.object({
      id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      from_status: z.string().nullable(),
      to_status: z.string(),
      note: z.string().nullable(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** What the caller may do next: the statuses it can move the record to. */
  next_statuses: z.array(z.string()),
  can_claim: z.boolean(),
  can_dispute: z.boolean(),
});
export type CommissionDetail = z.infer<typeof commissionDetail>;

export const commissionSummary = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      records: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      /**
       * Decimal strings; expected = received + outstanding + on_hold + disputed + shortfall, exactly. Each part
       * after `received` is expected less anything received, on the records in that state.
       */
      expected: z.string(),
      /** Everything received, on whatever record. */
      received: z.string(),
      /** Not yet received on records still in progress: projected, eligible, claimed or approved. */
      outstanding: z.string(),
      /** Not received on records on hold. */
      on_hold: z.string(),
      /** Not received on records in dispute. */
      disputed: z.string(),
      /** Expected less received on records marked paid: what was paid short (negative when overpaid). */
      shortfall: z.string(),
    }),
  ),
  by_status: z.record(z.string(), z.number().int().max(INT4_MAX, INT4_MESSAGE)),
  overdue: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});
export type CommissionSummary = z.infer<typeof commissionSummary>;
