import type { AuditAction } from "@pp/shared";
import {
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  pageQuery,
  webhookCreateBody,
  webhookDelivery,
  webhookItem,
  webhookUpdateBody,
  webhookWithSecret,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translateMessage } from "../../lib/messages";
import { pageEnvelope } from "../../lib/paging";
import type { Access } from "../../plugins/access";
import { requestLanguage } from "../../plugins/errors";
import { recordAudit } from "../audit/service";
import { createWebhookService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ["webhooks"];
const deliveryParams = z.object({
  id: idParams.shape.id,
  deliveryId: z.coerce.number().int().positive("deliveryId must be an id.").max(Number.MAX_SAFE_INTEGER),
});

/** The partner owner's webhook endpoints (issue 19): register, change, rotate, test, read the log, redeliver. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWebhookService(app.db, app.webhooks, {
    allowPrivate: app.config.webhooks?.allowPrivate ?? false,
  });
  /** The partner's own account only: sub-logins and API keys manage no endpoints. */
  const access: Access = { partner: "owner", refusal: "Only the partner's own account can manage webhooks." };
  const owner = (req: FastifyRequest) => req.partner!;
  const audit = (req: FastifyRequest, action: AuditAction, id: number | string, details?: Record<string, unknown>) =>
    recordAudit(app.db, {
      actor_user_id: req.partner!.userId,
      partner_id: req.partner!.partnerId,
      action,
      entity: "webhook",
      entity_id: String(id),
      ...(details ? { details } : {}),
      ip: req.ip,
    });

  app.get(
    "/partner/webhooks/",
    {
      config: { access },
      schema: {
        tags,
        summary: "The partner's webhook endpoints",
        security,
        response: { 200: dataEnvelope(z.array(webhookItem)), ...errors },
      },
    },
    async (req) => ({ data: await service.list(owner(req).partnerId) }),
  );

  app.post(
    "/partner/webhooks/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Register an endpoint for events; answers its signing secret (whsec_…) once",
        security,
        body: webhookCreateBody,
        response: { 201: dataEnvelope(webhookWithSecret), ...errors },
      },
    },
    async (req, reply) => {
      const p = owner(req);
      const created = await service.create(p.partnerId, p.userId, req.body);
      await audit(req, "webhook.create", created.id, { url: created.url, events: created.events });
      return reply.status(201).send({ data: created });
    },
  );

  app.patch(
    "/partner/webhooks/:id/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Change an endpoint's URL, events or description, or turn it off or on again",
        security,
        params: idParams,
        body: webhookUpdateBody,
        response: { 200: dataEnvelope(webhookItem), ...errors },
      },
    },
    async (req) => {
      const p = owner(req);
      const updated = await service.update(p.partnerId, req.params.id, req.body);
      await audit(req, "webhook.update", updated.id, { change: req.body });
      return { data: updated };
    },
  );

  app.delete(
    "/partner/webhooks/:id/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Remove an endpoint and its log",
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(owner(req).partnerId, req.params.id);
      await audit(req, "webhook.delete", req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/partner/webhooks/:id/rotate-secret/",
    {
      config: { access },
      schema: {
        tags,
        summary: "A new signing secret, answered once; the previous one also signs for 24 hours",
        security,
        params: idParams,
        response: { 200: dataEnvelope(webhookWithSecret), ...errors },
      },
    },
    async (req) => {
      const rotated = await service.rotate(owner(req).partnerId, req.params.id);
      await audit(req, "webhook.rotate_secret", rotated.id);
      return { data: rotated };
    },
  );

  app.post(
    "/partner/webhooks/:id/test/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Send a webhook.test event to this endpoint",
        security,
        params: idParams,
        response: { 202: dataEnvelope(z.object({ delivery_id: z.number().int() })), ...errors },
      },
    },
    async (req, reply) => {
      const id = await service.test(owner(req).partnerId, req.params.id);
      await audit(req, "webhook.test", req.params.id, { delivery_id: id });
      return reply.status(202).send({ data: { delivery_id: id } });
    },
  );

  app.get(
    "/partner/webhooks/:id/deliveries/",
    {
      config: { access },
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first: status, attempts, last answer and time, the body",
        security,
        params: idParams,
        querystring: pageQuery,
        response: { 200: listEnvelope(webhookDelivery), ...errors },
      },
    },
    async (req) => {
      const r = await service.deliveries(owner(req).partnerId, req.params.id, req.query);
      // Each attempt's error is one of a few fixed sentences (attempt-errors.ts), in the caller's language.
      const language = await requestLanguage(req, app.database.db);
      const items = r.items.map((d) => ({
        ...d,
        last_error: d.last_error && translateMessage(d.last_error, language),
      }));
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, items);
    },
  );

  app.post(
    "/partner/webhooks/:id/deliveries/:deliveryId/redeliver/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Send a delivered or failed event again (same webhook-id and body)",
        security,
        params: deliveryParams,
        response: { 202: dataEnvelope(z.object({ delivery_id: z.number().int() })), ...errors },
      },
    },
    async (req, reply) => {
      const id = await service.redeliver(owner(req).partnerId, req.params.id, req.params.deliveryId);
      await audit(req, "webhook.redeliver", req.params.id, { delivery_id: id, of: req.params.deliveryId });
      return reply.status(202).send({ data: { delivery_id: id } });
    },
  );
};
