import { z } from "zod";
import { applicationDetail, applicationMessage } from "./applications";
import { studentDetail } from "./students";
import { type WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from "./webhooks";

const ref = z.object({ id: z.number().int(), name: z.string() });

/**
 * What each webhook event's `data` holds (issue 19): the OpenAPI document shows these, and the webhook tests check
 * every delivered body against them, so the documentation cannot drift from what is sent.
 */
export const WEBHOOK_PAYLOADS = {
  "student.created": z.object({ student: studentDetail }),
  "student.updated": z.object({ student: studentDetail }),
  /** The student's personal data is gone; only the id remains, with the applications kept for accounting. */
  "student.erased": z.object({
    student_id: z.number().int(),
    withdrawn_applications: z.array(z.number().int()),
    erased_at: z.string(),
  }),
  "application.created": z.object({ application: applicationDetail }),
  "application.status_changed": z.object({
    application_id: z.number().int(),
    student_id: z.number().int(),
    course_id: z.number().int(),
    from: ref,
    to: ref,
    note: z.string().nullable(),
    changed_at: z.string(),
  }),
  "application.message_created": z.object({ application_id: z.number().int(), message: applicationMessage.nullable() }),
  "ticket.updated": z.object({
    ticket: z.object({ id: z.number().int(), subject: z.string(), status: z.string(), priority: z.string() }),
    /** What changed, in a sentence ("Support answered ticket #12"). */
    change: z.string(),
    updated_at: z.string(),
  }),
  "commission.status_changed": z.looseObject({
    commission_id: z.number().int(),
    application_id: z.number().int(),
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    expected_amount: z.string().nullable(),
    note: z.string().nullable(),
    changed_at: z.string(),
  }),
  [WEBHOOK_TEST_EVENT]: z.object({ message: z.string() }),
} satisfies Record<(typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

/** A delivered body of one event type: `{type, timestamp, data}`. */
export const webhookBody = (type: keyof typeof WEBHOOK_PAYLOADS) =>
  z.object({ type: z.literal(type), timestamp: z.string(), data: WEBHOOK_PAYLOADS[type] });
