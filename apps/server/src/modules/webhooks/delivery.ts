import http from "node:http";
import https from "node:https";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import { AddressRefusedError, type GuardOptions, guardedLookup, URL_NOT_PUBLIC, urlProblem } from "./address-guard";
import { ATTEMPT_ERRORS, answered } from "./attempt-errors";
import { DISABLE_AFTER_MS, GIVE_UP_AFTER_MS, retryDelaySeconds } from "./retry";
import { signatures } from "./signing";

export const WEBHOOK_DELIVER_KIND = "webhooks.deliver";

export interface WebhookSettings extends GuardOptions {
  retrySeconds: number[];
  timeoutMs: number;
}

export interface Attempt {
  status: number | null;
  ms: number;
  /** One of the fixed sentences of attempt-errors.ts (the partner sees it in the delivery log), null on success. */
  error: string | null;
  /** The system's own error, with the address and port: for the server log only. */
  cause?: string;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One POST of a body, never following redirects, within `timeoutMs` whole (connect, headers and body), on a
 * connection of its own (no agent: the guard's `lookup` runs for each). A literal address is checked here, a name's
 * addresses by `guardedLookup` as the socket connects. Any answer other than 2xx is a failure.
 */
export function postOnce(url: string, headers: Record<string, string>, body: string, s: WebhookSettings) {
  return new Promise<Attempt>((resolve) => {
    const started = performance.now();
    let settled = false;
    const done = (status: number | null, error: string | null, cause?: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: Math.round(performance.now() - started), error, ...(cause ? { cause } : {}) });
    };
    const problem = urlProblem(url, s);
    if (problem) return done(null, problem === URL_NOT_PUBLIC ? ATTEMPT_ERRORS.refused : problem, problem);
    const target = new URL(url);
    const tls = target.protocol === "https:";
    // How far the connection got, which says which sentence an error gets.
    let stage: "connecting" | "handshake" | "connected" = "connecting";
    let timedOut = false;
    const req = (tls ? https : http).request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
        agent: false,
        lookup: guardedLookup(s) as never,
        timeout: s.timeoutMs,
      },
      (res) => {
        const code = res.statusCode ?? 0;
        const result = () => (code >= 200 && code < 300 ? null : answered(code));
        let seen = 0;
        res.on("data", (chunk: Buffer) => {
          seen += chunk.length;
          if (seen <= MAX_RESPONSE_BYTES) return;
          done(code, result());
          res.destroy();
        });
        res.on("end", () => done(code, result()));
        res.on("error", (err) => done(code, timedOut ? ATTEMPT_ERRORS.timeout : ATTEMPT_ERRORS.cutOff, err.message));
        res.on("close", () => done(code, timedOut ? ATTEMPT_ERRORS.timeout : ATTEMPT_ERRORS.cutOff, "closed"));
      },
    );
    req.on("socket", (socket) => {
      socket.once("connect", () => {
        stage = tls ? "handshake" : "connected";
      });
      socket.once("secureConnect", () => {
        stage = "connected";
      });
    });
    const timeUp = () => {
      timedOut = true;
      req.destroy(new Error(`No answer within ${s.timeoutMs} ms.`));
    };
    const timer = setTimeout(timeUp, s.timeoutMs);
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", timeUp);
    req.on("error", (err: NodeJS.ErrnoException) => {
      const sentence = timedOut
        ? ATTEMPT_ERRORS.timeout
        : err instanceof AddressRefusedError || err.code === "EWEBHOOKADDRESS"
          ? ATTEMPT_ERRORS.refused
          : stage === "connecting"
            ? ATTEMPT_ERRORS.connect
            : stage === "handshake"
              ? ATTEMPT_ERRORS.tls
              : ATTEMPT_ERRORS.invalid;
      done(null, sentence, err.message);
    });
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
          .set({ status: "failed", last_error: ATTEMPT_ERRORS.off, next_attempt_at: null })
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
      if (!ok) {
        const refused = result.error === ATTEMPT_ERRORS.refused;
        deps.log[refused ? "warn" : "info"](
          { delivery_id: d.id, endpoint_id: e.id, status: result.status, err: result.cause ?? result.error },
          refused ? "webhook address refused" : "webhook attempt failed",
        );
      }
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
