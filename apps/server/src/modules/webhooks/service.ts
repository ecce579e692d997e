import type { WebhookCreateBody, WebhookDelivery, WebhookItem } from "@pp/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { badRequest, invalid, notFound } from "../../lib/errors";
import { endpointProblem, type GuardOptions } from "./address-guard";
import { shownError } from "./attempt-errors";
import type { WebhookEmitter } from "./emitter";
import { newSecret } from "./signing";

/** After a rotation the previous secret still signs for this long, so receivers can switch without a gap. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

type Endpoint = typeof webhookEndpoints.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWebhookItem(e: Endpoint): WebhookItem {
  const until = e.previous_secret && e.previous_secret_expires_at && e.previous_secret_expires_at > new Date();
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    is_active: e.is_active,
    disabled_at: iso(e.disabled_at),
    failing_since: iso(e.failing_since),
    secret_hint: `${e.secret.slice(0, 10)}…`,
    previous_secret_until: until ? iso(e.previous_secret_expires_at) : null,
    created_at: e.created_at.toISOString(),
  };
}

function toDelivery(d: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: d.id,
    event_id: d.event_id,
    type: d.type,
    status: d.status as WebhookDelivery["status"],
    attempts: d.attempts,
    next_attempt_at: iso(d.next_attempt_at),
    last_status_code: d.last_status_code,
    last_response_ms: d.last_response_ms,
    last_error: shownError(d.last_error),
    delivered_at: iso(d.delivered_at),
    created_at: d.created_at.toISOString(),
    payload: d.payload as Record<string, unknown>,
  };
}

/** A partner owner's webhook endpoints and their delivery logs (issue 19). Every id is looked up in the partner. */
export function createWebhookService(db: Db, emitter: WebhookEmitter, opts: GuardOptions) {
  async function own(partnerId: number, id: number) {
    const [e] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.partner_id, partnerId)));
    if (!e) throw notFound("Webhook endpoint not found.");
    return e;
  }
  /** The address guard before anything is written: the URL's rules and every address its name resolves to now. */
  const checkUrl = async (url: string) => {
    const problem = await endpointProblem(url, opts);
    if (problem) throw invalid({ url: [problem] });
  };

  return {
    own,
    async list(partnerId: number) {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.partner_id, partnerId))
        .orderBy(desc(webhookEndpoints.created_at), desc(webhookEndpoints.id));
      return rows.map(toWebhookItem);
    },

    async create(partnerId: number, userId: number, body: WebhookCreateBody) {
      await checkUrl(body.url);
      const [e] = await db
        .insert(webhookEndpoints)
        .values({
          partner_id: partnerId,
          url: body.url,
          description: body.description || null,
          events: body.events,
          secret: newSecret(),
          created_by: userId,
        })
        .returning();
      return { ...toWebhookItem(e!), secret: e!.secret };
    },

    async update(
      partnerId: number,
      id: number,
      patch: Partial<{ url: string; events: string[]; description: string; is_active: boolean }>,
    ) {
      const before = await own(partnerId, id);
      if (patch.url !== undefined) await checkUrl(patch.url);
      // Turning an endpoint back on starts its failure clock afresh.
      const reenabled = patch.is_active === true && !before.is_active;
      const [e] = await db
        .update(webhookEndpoints)
        .set({
          ...patch,
          ...(patch.description !== undefined ? { description: patch.description || null } : {}),
          ...(reenabled ? { disabled_at: null, failing_since: null } : {}),
          updated_at: new Date(),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return toWebhookItem(e!);
    },

    async remove(partnerId: number, id: number) {
      await own(partnerId, id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** A new secret, answered once; the old one keeps signing (a second signature) for 24 hours. */
    async rotate(partnerId: number, id: number) {
      const before = await own(partnerId, id);
      const [e] = await db
        .update(webhookEndpoints)
        .set({
          secret: newSecret(),
          previous_secret: before.secret,
          previous_secret_expires_at: new Date(Date.now() + ROTATION_OVERLAP_MS),
          updated_at: new Date(),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return { ...toWebhookItem(e!), secret: e!.secret };
    },

    async test(partnerId: number, id: number) {
      await own(partnerId, id);
      return emitter.test(partnerId, id);
    },

    async deliveries(partnerId: number, id: number, page: { page: number; page_size: number }) {
      await own(partnerId, id);
      const where = eq(webhookDeliveries.endpoint_id, id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
          .limit(page.page_size)
          .offset((page.page - 1) * page.page_size),
        db.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { count: total?.n ?? 0, items: rows.map(toDelivery) };
    },

    async redeliver(partnerId: number, id: number, deliveryId: number) {
      await own(partnerId, id);
      const [d] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpoint_id, id)));
      if (!d) throw notFound("Delivery not found.");
      if (d.status === "pending") throw badRequest("This delivery is still being attempted.");
      return emitter.redeliver({
        endpoint_id: d.endpoint_id,
        partner_id: d.partner_id,
        event_id: d.event_id,
        type: d.type,
        payload: d.payload,
      });
    },
  };
}
