import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Click & Resolve (issue 6): support tickets, their thread, SLA and resolution. */
export const TICKET_CATEGORIES = ["application", "payment", "technical", "account", "other"] as const;
export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export const TICKET_STATUSES = ["open", "in_progress", "awaiting_partner", "resolved", "closed"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Hours to the first answer and to the resolution, by priority. */
export const TICKET_SLA_HOURS: Record<TicketPriority, { firstResponse: number; resolution: number }> = {
  urgent: { firstResponse: 1, resolution: 8 },
  high: { firstResponse: 4, resolution: 24 },
  normal: { firstResponse: 8, resolution: 72 },
  low: { firstResponse: 24, resolution: 120 },
};

/** A resolved ticket can be reopened this many days after its resolution. */
export const TICKET_REOPEN_DAYS = 14;

const optionalId = (what: string) =>
  z.coerce
    .number({ error: `Choose ${what}.` })
    .int(`Choose ${what}.`)
    .max(INT4_MAX, INT4_MESSAGE)
    .positive(`Choose ${what}.`)
    .nullable()
    .optional();

export const ticketCreateBody = z.object({
  subject: z
    .string({ error: "Subject is required." })
    .trim()
    .min(3, "Write a subject of at least 3 characters.")
    .max(200, "A subject is at most 200 characters."),
  description: z
    .string({ error: "Describe the problem." })
    .trim()
    .min(10, "Describe the problem in at least 10 characters.")
    .max(10_000, "A description is at most 10,000 characters."),
  category: z.enum(TICKET_CATEGORIES, { error: "Choose a category." }),
  priority: z.enum(TICKET_PRIORITIES, { error: "Choose a priority." }).default("normal"),
  student_id: optionalId("one of your students"),
  application_id: optionalId("one of your applications"),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;

export const ticketMessageBody = z.object({
  body: z
    .string({ error: "Write a message." })
    .trim()
    .min(1, "Write a message.")
    .max(10_000, "A message is at most 10,000 characters."),
});

export const ticketResolveBody = z.object({
  resolution_note: z
    .string({ error: "Say how it was resolved." })
    .trim()
    .min(3, "Say how it was resolved in at least 3 characters.")
    .max(5000, "A resolution note is at most 5000 characters."),
});

export const ticketRatingBody = z.object({
  rating: z.coerce
    .number({ error: "Rate from 1 to 5." })
    .int("Rate from 1 to 5.")
    .min(1, "Rate from 1 to 5.")
    .max(5, "Rate from 1 to 5."),
  comment: z
    .string()
    .trim()
    .max(2000, "A comment is at most 2000 characters.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
});

export const ticketAdminUpdateBody = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: "Choose a status." }).optional(),
    assigned_to: z.coerce
      .number()
      .int()
      .max(INT4_MAX, INT4_MESSAGE)
      .positive("Choose a team member.")
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.assigned_to !== undefined, {
    message: "Change the status or the assignee.",
  });

export const ticketListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  status: z.enum(TICKET_STATUSES, { error: `status is one of ${TICKET_STATUSES.join(", ")}.` }).optional(),
  category: z.enum(TICKET_CATEGORIES, { error: `category is one of ${TICKET_CATEGORIES.join(", ")}.` }).optional(),
  priority: z.enum(TICKET_PRIORITIES, { error: `priority is one of ${TICKET_PRIORITIES.join(", ")}.` }).optional(),
  breached: z.enum(["true", "false"], { error: "breached is true or false." }).optional(),
  /** Superadmin queue: one partner's, or `me` / `none` for the assignee. */
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive().optional(),
  assigned: z.enum(["me", "none"], { error: "assigned is me or none." }).optional(),
});

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const ticketItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  partner: ref,
  created_by: ref.nullable(),
  assigned_to: ref.nullable(),
  student: ref.nullable(),
  application_id: z.number().int().max(INT4_MAX, INT4_MESSAGE).nullable(),
  first_response_due_at: z.string(),
  resolution_due_at: z.string(),
  first_responded_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** The clock that applies now has run out (no first answer by its due time, or unresolved past its due time). */
  breached: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketItem = z.infer<typeof ticketItem>;

export const ticketDetail = ticketItem.extend({
  description: z.string(),
  resolution_note: z.string().nullable(),
  rating: z.number().int().max(INT4_MAX, INT4_MESSAGE).nullable(),
  rating_comment: z.string().nullable(),
  can_reopen: z.boolean(),
  messages: z.array(
    z.object({
      id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      author: z.string().nullable(),
      is_staff: z.boolean(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
  attachments: z.array(
    z.object({
      id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      file_name: z.string(),
      content_type: z.string(),
      size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      created_at: z.string(),
    }),
  ),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

export const ticketCounts = z.record(z.string(), z.number().int().max(INT4_MAX, INT4_MESSAGE));
