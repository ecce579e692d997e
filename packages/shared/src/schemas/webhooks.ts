import { z } from "zod";

/** The events a partner's endpoint can subscribe to (issue 19). */
export const WEBHOOK_EVENTS = [
  "student.created",
  "student.updated",
  "student.erased",
  "application.created",
  "application.status_changed",
  "application.message_created",
  "ticket.updated",
  "commission.status_changed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send test event" delivers, whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

const url = z
  .string()
  .trim()
  .min(1, "URL is required.")
  .max(2000, "URL is at most 2,000 characters.")
  // The form of an absolute address; the server checks the rest (https, no private address) with its own rules.
  .regex(
    /^[a-z][a-z\d+.-]*:\/\/[^\s/?#@]+(@[^\s/?#]+)?([/?#]\S*)?$/i,
    "URL must be a full address such as https://crm.example.com/hooks/portal.",
  );
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events are among: ${WEBHOOK_EVENTS.join(", ")}.` }))
  .min(1, "Choose at least one event.")
  .refine((e) => new Set(e).size === e.length, "Each event is listed once.");
const description = z.string().trim().max(300, "Description is at most 300 characters.");

export const webhookCreateBody = z.object({ url, events, description: description.optional() });
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

export const webhookUpdateBody = z
  .object({ url, events, description, is_active: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, "Send at least one field to change.");

export const webhookItem = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  is_active: z.boolean(),
  /** Set when deliveries have failed for 24 hours and the endpoint was turned off. */
  disabled_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  /** The secret's first characters, to tell which one a receiver holds. */
  secret_hint: z.string(),
  /** Until when the previous secret still signs (after a rotation), or null. */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookItem = z.infer<typeof webhookItem>;

/** The endpoint with its signing secret: only in the answer that creates it or rotates its secret. */
export const webhookWithSecret = webhookItem.extend({ secret: z.string() });

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and redelivery of one event. */
  event_id: z.string(),
  type: z.string(),
  /** pending | succeeded | failed */
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_response_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  /** The JSON body sent. */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** The body of every delivery (Standard Webhooks): the event type, when it happened, and its data. */
export const webhookEnvelope = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
