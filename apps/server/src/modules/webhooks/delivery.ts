import http from "node:http";
import https from "node:https";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import { DISABLE_AFTER_MS, GIVE_UP_AFTER_MS, retryDelaySeconds } from "./retry";
import { safeLookup, urlProblem } from "./safety";
import { signatures } from "./signing";

export const WEBHOOK_DELIVER_KIND = "webhooks.deliver";

export interface WebhookSettings {
  allowPrivate: boolean;
  retrySeconds: number[];
  timeoutMs: number;
}

export interface Attempt {
  status: number | null;
  ms: number;
  error: string | null;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One POST of a body, never following redirects, within `timeoutMs` whole (connect, headers and body); the
 * connection's addresses are checked by `safeLookup` as it connects. Any answer other than 2xx is a failure.
 */
export function postOnce(url: string, headers: Record<string, string>, body: string, s: WebhookSettings) {
  return new Promise<Attempt>((resolve) => {
    const started = performance.now();
    const done = (status: number | null, error: string | null) =>
      resolve({ status, ms: Math.round(performance.now() - started), error });
    const problem = urlProblem(url, s.allowPrivate);
    if (problem) return done(null, problem);
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
        lookup: safeLookup(s.allowPrivate) as never,
        timeout: s.timeoutMs,
      },
      (res) => {
        let seen = 0;
        res.on("data", (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on("end", () => {
          const code = res.statusCode ?? 0;
          done(code, code >= 200 && code < 300 ? null : `The endpoint answered ${code}.`);
        });
        res.on("error", () => done(res.statusCode ?? null, "The answer was cut off."));
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`No answer within ${s.timeoutMs / 1000} seconds.`)),
      s.timeoutMs,
    );
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", () => req.destroy(new Error(`No answer within ${s.timeoutMs / 1000} seconds.`)));
    req.on("error", (err) => done(null, err.message));
    req.end(body);
  });
}

/**
 * The `webhooks.deliver` job: one attempt at one delivery row. Success marks it delivered and the endpoint healthy.
 * A failure schedules the next attempt as a new job (the waits of `retry.ts`, the first within 30 seconds) in the
 * same unit of work as the row's update; after 24 hours the delivery is given up, and an endpoint failing for 24
 * hours is turned off and its owner told by mail. At least once: a crash after the POST sends it again.
 */
export function createWebhookDelivery(deps: {
  db: Db;
  uow: UnitOfWork;
  jobs: { send(kind: string, data: object, options?: { startAfter?: Date; retryLimit?: number }): Promise<unknown> };
  mailer: Mailer;
  log: FastifyBaseLogger;
  settings: WebhookSettings;
}) {
  const { db, uow, settings } = deps;

  async function disable(endpointId: number, partnerId: number, url: string) {
    await db
      .update(webhookEndpoints)
      .set({ is_active: false, disabled_at: new Date(), updated_at: new Date() })
      .where(eq(webhookEndpoints.id, endpointId));
    const owners = (await db.execute(sql`select email, name from users
      where partner_id = ${partnerId} and not is_sub_login and status = 'active'`)) as unknown as {
      rows: { email: string; name: string }[];
    };
    for (const o of owners.rows) {
      await deps.mailer.send({
        to: o.email,
        subject: "A webhook endpoint was turned off",
        text: mailText([
          `Hello ${o.name},`,
          "",
          `Deliveries to ${url} have failed for 24 hours, so the endpoint was turned off.`,
          "Check the endpoint, then turn it on again in Company settings, Integrations; its delivery log shows each attempt.",
        ]),
      });
    }
  }

  return {
    async deliver(deliveryId: number): Promise<"succeeded" | "retrying" | "failed" | "skipped"> {
      const [row] = await db
        .select({ d: webhookDeliveries, e: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
        .where(eq(webhookDeliveries.id, deliveryId));
      if (!row) return "skipped";
      const { d, e } = row;
      if (d.status !== "pending") return "skipped";
      if (!e.is_active) {
        await db
          .update(webhookDeliveries)
          .set({ status: "failed", last_error: "The endpoint is turned off.", next_attempt_at: null })
          .where(eq(webhookDeliveries.id, d.id));
        return "failed";
      }
      const body = JSON.stringify(d.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const now = new Date();
      const secrets = [e.secret];
      if (e.previous_secret && e.previous_secret_expires_at && e.previous_secret_expires_at > now)
        secrets.push(e.previous_secret);
      const result = await postOnce(
        e.url,
        {
          "content-type": "application/json",
          "user-agent": "PartnerPortal-Webhooks/1",
          "webhook-id": d.event_id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signatures(secrets, d.event_id, timestamp, body),
        },
        body,
        settings,
      );
      const attempts = d.attempts + 1;
      const ok = result.error === null;
      return uow.run(async () => {
        const common = {
          attempts,
          last_status_code: result.status,
          last_response_ms: result.ms,
          last_error: result.error,
          updated_at: new Date(),
        };
        if (ok) {
          await db
            .update(webhookDeliveries)
            .set({ ...common, status: "succeeded", delivered_at: new Date(), next_attempt_at: null })
            .where(eq(webhookDeliveries.id, d.id));
          await db.update(webhookEndpoints).set({ failing_since: null }).where(eq(webhookEndpoints.id, e.id));
          return "succeeded";
        }
        const failingSince = e.failing_since ?? now;
        if (!e.failing_since) {
          await db.update(webhookEndpoints).set({ failing_since: now }).where(eq(webhookEndpoints.id, e.id));
        }
        const wait = retryDelaySeconds(settings.retrySeconds, attempts) * 1000;
        const next = new Date(Date.now() + wait);
        const disableNow = now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS;
        if (disableNow || next.getTime() - d.created_at.getTime() > GIVE_UP_AFTER_MS) {
          await db
            .update(webhookDeliveries)
            .set({ ...common, status: "failed", next_attempt_at: null })
            .where(eq(webhookDeliveries.id, d.id));
          if (disableNow) await disable(e.id, e.partner_id, e.url);
          deps.log.warn({ delivery_id: d.id, endpoint_id: e.id, disabled: disableNow }, "webhook delivery given up");
          return "failed";
        }
        await db
          .update(webhookDeliveries)
          .set({ ...common, next_attempt_at: next })
          .where(eq(webhookDeliveries.id, d.id));
        await deps.jobs.send(WEBHOOK_DELIVER_KIND, { delivery_id: d.id }, { startAfter: next, retryLimit: 1 });
        return "retrying";
      });
    },
  };
}
export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
