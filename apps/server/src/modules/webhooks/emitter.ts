import { WEBHOOK_TEST_EVENT, type WebhookEvent } from "@pp/shared";
import { and, arrayContains, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { WEBHOOK_DELIVER_KIND } from "./delivery";
import { newEventId } from "./signing";

type Jobs = {
  send(kind: string, data: object, options?: { retryLimit?: number }): Promise<unknown>;
  /** Many jobs at once (the queue's `sendMany`); without it, `send` each. */
  sendMany?(kind: string, items: object[], options?: { retryLimit?: number }): Promise<unknown>;
};

/**
 * Emits partner events to their webhook endpoints (issue 19): called inside the unit of work of the change, it
 * writes one delivery row per subscribed active endpoint and sends its job in the same transaction, so the event
 * leaves if and only if the change commits. The body is `{type, timestamp, data}`.
 */
export function createWebhookEmitter(deps: { db: Db; jobs: Jobs }) {
  const { db } = deps;

  async function queue(endpointIds: number[], partnerId: number, type: string, data: Record<string, unknown>) {
    if (endpointIds.length === 0) return [];
    const eventId = newEventId();
    const payload = { type, timestamp: new Date().toISOString(), data };
    const rows = await db
      .insert(webhookDeliveries)
      .values(
        endpointIds.map((endpoint_id) => ({
          endpoint_id,
          partner_id: partnerId,
          event_id: eventId,
          type,
          payload,
          next_attempt_at: new Date(),
        })),
      )
      .returning({ id: webhookDeliveries.id });
    for (const r of rows) await deps.jobs.send(WEBHOOK_DELIVER_KIND, { delivery_id: r.id }, { retryLimit: 1 });
    return rows.map((r) => r.id);
  }

  /** The partner's active endpoints that subscribe to `type`. */
  async function listening(partnerId: number, type: WebhookEvent) {
    const endpoints = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.partner_id, partnerId),
          eq(webhookEndpoints.is_active, true),
          arrayContains(webhookEndpoints.events, [type]),
        ),
      );
    return endpoints.map((e) => e.id);
  }

  return {
    /** One event of a partner, to each of its active endpoints that subscribe to it. */
    async emit(partnerId: number, type: WebhookEvent, data: Record<string, unknown>) {
      await queue(await listening(partnerId, type), partnerId, type, data);
    },

    /** One event to endpoints already known to listen for it (a write whose own statement read them). */
    async emitTo(endpointIds: number[], partnerId: number, type: WebhookEvent, data: Record<string, unknown>) {
      await queue(endpointIds, partnerId, type, data);
    },

    /** One event per item of `build()` (each its own id), built only when an endpoint listens. */
    async emitEach(partnerId: number, type: WebhookEvent, build: () => Promise<Record<string, unknown>[]>) {
      const endpoints = await listening(partnerId, type);
      if (endpoints.length === 0) return;
      for (const data of await build()) await queue(endpoints, partnerId, type, data);
    },

    /**
     * One event per item of `build()`, like `emitEach`, for thousands of items (a students import): the deliveries
     * are written 500 to a statement and their jobs sent together, in the caller's unit of work like every event.
     */
    async emitMany(partnerId: number, type: WebhookEvent, build: () => Promise<Record<string, unknown>[]>) {
      const endpoints = await listening(partnerId, type);
      if (endpoints.length === 0) return;
      const timestamp = new Date().toISOString();
      const rows = (await build()).flatMap((data) => {
        const eventId = newEventId();
        const payload = { type, timestamp, data };
        return endpoints.map((endpoint_id) => ({
          endpoint_id,
          partner_id: partnerId,
          event_id: eventId,
          type,
          payload,
          next_attempt_at: new Date(),
        }));
      });
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const made = await db
          .insert(webhookDeliveries)
          .values(rows.slice(i, i + 500))
          .returning({ id: webhookDeliveries.id });
        ids.push(...made.map((r) => r.id));
      }
      const jobs = ids.map((delivery_id) => ({ delivery_id }));
      if (deps.jobs.sendMany) await deps.jobs.sendMany(WEBHOOK_DELIVER_KIND, jobs, { retryLimit: 1 });
      else for (const j of jobs) await deps.jobs.send(WEBHOOK_DELIVER_KIND, j, { retryLimit: 1 });
    },

    /** "Send test event": a `webhook.test` to one endpoint, whatever it subscribes to. */
    async test(partnerId: number, endpointId: number) {
      const [id] = await queue([endpointId], partnerId, WEBHOOK_TEST_EVENT, {
        message: "A test event from Partner Portal.",
      });
      return id!;
    },

    /** Sends one delivered or failed event again: a new delivery row with the same `webhook-id` and body. */
    async redeliver(d: { endpoint_id: number; partner_id: number; event_id: string; type: string; payload: unknown }) {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ ...d, payload: d.payload as Record<string, unknown>, next_attempt_at: new Date() })
        .returning({ id: webhookDeliveries.id });
      await deps.jobs.send(WEBHOOK_DELIVER_KIND, { delivery_id: row!.id }, { retryLimit: 1 });
      return row!.id;
    },
  };
}
export type WebhookEmitter = ReturnType<typeof createWebhookEmitter>;
