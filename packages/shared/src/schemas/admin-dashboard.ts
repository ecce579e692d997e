import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/**
 * The Superadmin's dashboard (issue 18, `GET admin/dashboard/`) and the students list its student figures link to
 * (`GET admin/students/`). Every count here equals the count of an admin list asked with the filter beside it:
 * the web app builds the link from these values, and the server test proves the equalities.
 */
const count = z.number().int().min(0).max(INT4_MAX, INT4_MESSAGE);
const id = z.number().int().max(INT4_MAX, INT4_MESSAGE);
const isoDay = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`);

/** A calendar month (UTC) as the lists' `created_from` / `created_to` filters name it, with what was created in it. */
const monthFigures = z.object({
  /** "2026-11" */
  month: z.string(),
  created_from: z.string(),
  created_to: z.string(),
  students: count,
  applications: count,
});

export const adminDashboardData = z.object({
  generated_at: z.string(),
  /** admin/partners/?status=… */
  partners: z.object({ pending: count, active: count, suspended: count, rejected: count }),
  /** admin/students/ and admin/applications/ with created_from / created_to. */
  this_month: monthFigures,
  last_month: monthFigures,
  /** admin/applications/?status={id}; the time in status is over stays that began in the last 365 days. */
  pipeline: z.array(
    z.object({
      id,
      name: z.string(),
      colour: z.string(),
      is_terminal: z.boolean(),
      count,
      /** Median days from entering the status to the application's next event; null when no stay has ended. */
      median_days: z.number().nullable(),
      /** The ended stays the median rests on. */
      stays: count,
    }),
  ),
  /** admin/tickets/?status=… and ?breached=true */
  tickets: z.object({ open: count, in_progress: count, awaiting_partner: count, breached: count }),
  /** admin/payments/?currency=X (records), &status=paid (paid), &overdue=true (overdue). Amounts: decimal strings. */
  commission: z.array(
    z.object({
      currency: z.string(),
      records: count,
      expected: z.string(),
      paid: count,
      received: z.string(),
      overdue: count,
      overdue_amount: z.string(),
    }),
  ),
  /** admin/applications/?partner={id} */
  top_partners: z.array(z.object({ id, name: z.string(), count })),
  /** admin/applications/?provider={id} */
  top_providers: z.array(z.object({ id, name: z.string(), count })),
  /** admin/jobs/?state=failed, with the newest few. */
  jobs: z.object({
    failed: count,
    recent: z.array(
      z.object({ id: z.string(), kind: z.string(), error: z.string().nullable(), finished_at: z.string().nullable() }),
    ),
  }),
});
export type AdminDashboardData = z.infer<typeof adminDashboardData>;

export const adminStudentQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("partner must be a partner id.").optional(),
  created_from: isoDay("created_from").optional(),
  created_to: isoDay("created_to").optional(),
});
export type AdminStudentQuery = z.input<typeof adminStudentQuery>;

export const adminStudentItem = z.object({
  id,
  name: z.string(),
  email: z.string(),
  nationality: z.string().nullable(),
  partner: z.object({ id, name: z.string() }),
  applications: count,
  created_at: z.string(),
});
export type AdminStudentItem = z.infer<typeof adminStudentItem>;
