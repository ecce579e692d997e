import { z } from "zod";
import { pageQuery } from "../api";
import { isCurrencyCode } from "../currency";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import {
  APPLICATION_ORDERINGS,
  applicationDetail,
  applicationItem,
  applicationListQuery,
  offerRespondByField,
} from "./applications";

/** The Superadmin's side (issue 5): partners, application processing, audit. */
export const PARTNER_STATUSES = ["pending", "active", "suspended", "rejected"] as const;

export const adminPartnerQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  status: z.enum(PARTNER_STATUSES, { error: "status is pending, active, suspended or rejected." }).optional(),
});

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const adminPartnerItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  company_name: z.string(),
  country: ref.nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  status: z.string(),
  commission_rate: z.string().nullable(),
  commission_currency: z.string().nullable(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  counts: z.object({
    users: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    students: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    applications: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  }),
});
export type AdminPartnerItem = z.infer<typeof adminPartnerItem>;

export const adminPartnerDetail = adminPartnerItem.extend({
  users: z.array(
    z.object({
      id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      name: z.string(),
      email: z.string(),
      is_sub_login: z.boolean(),
      status: z.string(),
      last_login_at: z.string().nullable(),
    }),
  ),
});

export const reasonBody = z.object({
  reason: z
    .string({ error: "Give a reason." })
    .trim()
    .min(3, "Give a reason of at least 3 characters.")
    .max(1000, "A reason is at most 1000 characters."),
});

export const partnerCommissionBody = z.object({
  commission_rate: z.coerce
    .number({ error: "The commission rate is a percentage." })
    .min(0, "The commission rate is 0 % or more.")
    .max(100, "The commission rate is at most 100 %.")
    .multipleOf(0.01, "The commission rate has at most two decimals."),
  commission_currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, "The currency is a three-letter ISO 4217 code, e.g. GBP.")
    .nullable()
    .optional(),
});

export const adminApplicationQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  status: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("status must be a status id.").optional(),
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("partner must be a partner id.").optional(),
  // The dashboard's figures link here by provider and by month of creation (issue 18).
  provider: applicationListQuery.shape.provider,
  created_from: applicationListQuery.shape.created_from,
  created_to: applicationListQuery.shape.created_to,
  ordering: z
    .enum(APPLICATION_ORDERINGS, { error: `ordering is one of ${APPLICATION_ORDERINGS.join(", ")}.` })
    .default("-created_at"),
});

export const adminApplicationItem = applicationItem.extend({ partner: ref });

/** The Superadmin's view of one application: its partner and the student's documents (offer letters included). */
export const adminApplicationDetail = applicationDetail.extend({
  partner: ref,
  documents: z.array(
    z.object({
      id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      kind: z.string(),
      file_name: z.string(),
      content_type: z.string(),
      size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      created_at: z.string(),
      /** API path that streams the file to the Superadmin. */
      download_url: z.string(),
    }),
  ),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetail>;

export const applicationMoveBody = z.object({
  status_id: z.coerce.number({ error: "Choose a status." }).int("Choose a status.").positive("Choose a status."),
  /** With a move to an offer status: the date by which the student must answer (decision 052). */
  offer_respond_by: offerRespondByField.optional(),
  note: z
    .string()
    .trim()
    .max(2000, "A note is at most 2000 characters.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
});

export const auditQuery = pageQuery.extend({
  action: z.string().trim().max(80).optional(),
  entity: z.string().trim().max(60).optional(),
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("partner must be a partner id.").optional(),
  actor: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("actor must be a user id.").optional(),
  from: z.iso.date({ error: "from is a date like 2026-01-31." }).optional(),
  to: z.iso.date({ error: "to is a date like 2026-01-31." }).optional(),
});

export const auditItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  action: z.string(),
  /** The entry as a sentence in the caller's language ("Alex Morgan changed intake January 2027: name."). */
  summary: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** The record's name where the log knows it (a person, a student, a course, a partner); null: read it by number. */
  entity_name: z.string().nullable(),
  actor: ref.nullable(),
  partner: ref.nullable(),
  details: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
